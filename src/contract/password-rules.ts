import { PASSWORD_MIN } from './limits.ts';

// Apart from zod: the checklist on /auth's first screen reads them before zod loads.

export const PASSWORD_CHARACTERS = /^[A-Za-z0-9@#_]*$/;
export const PASSWORD_LOWER = /[a-z]/;
export const PASSWORD_UPPER = /[A-Z]/;
export const PASSWORD_DIGIT = /[0-9]/;
export const PASSWORD_SPECIAL = /[@#_]/;

export type PasswordRule = 'length' | 'lower' | 'upper' | 'digit' | 'characters' | 'special';

// An empty password meets none: 'only these characters' is not shown as met before typing.
export function checkPassword(password: string): { rule: PasswordRule; met: boolean }[] {
  const typed = password.length > 0;
  return [
    { rule: 'length', met: password.length >= PASSWORD_MIN },
    { rule: 'lower', met: PASSWORD_LOWER.test(password) },
    { rule: 'upper', met: PASSWORD_UPPER.test(password) },
    { rule: 'digit', met: PASSWORD_DIGIT.test(password) },
    { rule: 'characters', met: typed && PASSWORD_CHARACTERS.test(password) },
    { rule: 'special', met: PASSWORD_SPECIAL.test(password) },
  ];
}
