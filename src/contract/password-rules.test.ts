import { describe, expect, it } from 'vitest';
import { NewPasswordSchema } from './fields.ts';
import { checkPassword } from './password-rules.ts';

const unmet = (password: string) =>
  checkPassword(password)
    .filter((r) => !r.met)
    .map((r) => r.rule);

describe('checkPassword', () => {
  it('meets nothing before anything is typed', () => {
    expect(unmet('')).toEqual(['length', 'lower', 'upper', 'digit', 'characters', 'special']);
  });

  it('ticks each rule as the password grows', () => {
    expect(unmet('a')).toEqual(['length', 'upper', 'digit', 'special']);
    expect(unmet('aB3')).toEqual(['length', 'special']);
    expect(unmet('aB3@xy')).toEqual([]);
  });

  it('loses "only these characters" for a space or a letter outside English', () => {
    expect(unmet('aB3@xy ')).toEqual(['characters']);
    expect(unmet('aB3@xyé')).toEqual(['characters']);
  });

  it('agrees with the schema: a password meeting every rule is accepted, others are not', () => {
    for (const password of ['', 'a', 'aB3@xy', 'aB3@xy ', 'ABC123@', 'abcdef', 'Secret_1']) {
      const allMet = unmet(password).length === 0;
      expect(NewPasswordSchema.safeParse(password).success).toBe(allMet);
    }
  });
});
