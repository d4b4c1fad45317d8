import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/messages.ts';
import { issueMessage } from '@contract/validation.ts';
import { ar } from './ar.ts';
import { loadLanguage, translateValidation } from './i18n.ts';

// Every schema of the contract, walked to each check: the messages it can put on a zod issue.
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/contract/*.ts', '!/src/contract/*.test.ts'],
  { eager: true },
);

interface ZodNode {
  _zod: { def: Record<string, unknown> & { error?: (issue: unknown) => unknown } };
}
const isZod = (value: unknown): value is ZodNode =>
  typeof value === 'object' && value !== null && '_zod' in value;

function checkMessages(root: unknown, found = new Set<string>(), seen = new Set<unknown>()) {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!isZod(value) || seen.has(value)) return;
    seen.add(value);
    const said = value._zod.def.error?.({ code: 'custom', input: undefined, path: [] });
    const text = typeof said === 'string' ? said : (said as { message?: string })?.message;
    if (text !== undefined) found.add(text);
    for (const [key, child] of Object.entries(value._zod.def)) {
      if (key === 'shape' && child && typeof child === 'object')
        Object.values(child).forEach(visit);
      else visit(child);
    }
  };
  visit(root);
  return found;
}

const schemaMessages = new Set<string>();
for (const exports of Object.values(modules)) {
  for (const value of Object.values(exports)) checkMessages(value, schemaMessages);
}

describe('validation messages of the contract schemas', () => {
  it('finds the checks of the schemas (the walk reaches them)', () => {
    const codes = new Set([...schemaMessages].map((text) => issueMessage(text).code));
    expect(codes).toContain('validation.passwordSpecial');
    expect(codes).toContain('validation.teamIdFormat');
    expect(codes).toContain('validation.filterTermLength');
    expect(codes).toContain('validation.targetOrder');
  });

  it('gives every check a message code, never English text', () => {
    const notCodes = [...schemaMessages].filter(
      (text) => issueMessage(text).code === 'validation.invalidValue',
    );
    expect(notCodes).toEqual([]);
  });

  it('has an English and an Arabic text, every placeholder filled, for each of them', async () => {
    await loadLanguage('ar');
    for (const text of schemaMessages) {
      const { code } = issueMessage(text);
      expect(MESSAGES[code], code).toBeTruthy();
      expect(ar[code], code).toBeTruthy();
      for (const lang of ['en', 'ar'] as const) {
        expect(translateValidation(text, lang), `${lang} ${code}`).not.toMatch(/\{\w+\}/);
      }
    }
  });
});
