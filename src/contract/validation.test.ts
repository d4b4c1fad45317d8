import { describe, expect, it } from 'vitest';
import { FilterTextSchema, NameSchema, NewPasswordSchema } from './fields.ts';
import { FILTER_TERM_MAX } from './limits.ts';
import { code, issueMessage } from './validation.ts';

const firstIssue = (result: { error?: { issues: { message: string }[] } }) =>
  issueMessage(result.error?.issues[0]?.message);

describe('message codes on zod issues', () => {
  it('reads back the code and params a check was given, with the English filled in', () => {
    expect(issueMessage(code('validation.name'))).toEqual({
      code: 'validation.name',
      message: 'Name is required',
    });
    expect(issueMessage(code('validation.tooLong', { field: 'Title', max: 200 }))).toEqual({
      code: 'validation.tooLong',
      params: { field: 'Title', max: 200 },
      message: 'Title must be at most 200 characters',
    });
  });

  it('carries the code of the check that failed, in the words of the specification', () => {
    expect(firstIssue(NameSchema.safeParse('  '))).toEqual({
      code: 'validation.name',
      message: 'Name is required',
    });
    expect(firstIssue(NewPasswordSchema.safeParse('abcdef')).message).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(
      firstIssue(FilterTextSchema('Search').safeParse('x'.repeat(FILTER_TERM_MAX + 1))),
    ).toEqual({
      code: 'validation.filterTermLength',
      params: { field: 'Search', max: FILTER_TERM_MAX },
      message: 'Each term of Search must be at most 64 characters',
    });
  });

  it("names an invalid value where the schema gave no code (zod's own English)", () => {
    expect(issueMessage('Too small: expected number to be >=1')).toEqual({
      code: 'validation.invalidValue',
      message: 'Invalid value',
    });
    expect(issueMessage(undefined).code).toBe('validation.invalidValue');
  });
});
