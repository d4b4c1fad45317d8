import { describe, expect, it } from 'vitest';
import { MESSAGES, MSG, fillMessage, type MessageCode } from './messages.ts';
import { validationMessage } from './validation-codes.ts';

describe('validationMessage', () => {
  it('finds the code of every validation text, also where one template reads as another', () => {
    const codes = (Object.keys(MESSAGES) as MessageCode[]).filter((c) =>
      c.startsWith('validation.'),
    );
    for (const code of codes) {
      const params = { field: 'Search', max: 64, domains: '@uni.test', seconds: 30 };
      const text = fillMessage(MESSAGES[code], params);
      expect(validationMessage(text)?.code, text).toBe(code);
    }
  });

  it('reads a term-length error as such, with its field and limit', () => {
    expect(validationMessage(MSG.filterTermLength('Search', 64))).toEqual({
      code: 'validation.filterTermLength',
      message: 'Each term of Search must be at most 64 characters',
      params: { field: 'Search', max: 64 },
    });
  });
});
