import { HOUR, MINUTE } from '../../lib/clock.ts';
import type { RateLimit } from '../../lib/rate-limit.ts';

// Wrong reset codes per e-mail, network address and browser, as wrong passwords are limited per
// e-mail and address: a browser only ever guesses at codes it asked for itself (codes.ts).
export const RESET_TRIES: RateLimit = {
  bucket: 'reset-failure:browser',
  rules: [{ max: 10, windowMs: 15 * MINUTE }],
};

// Wrong verification codes per pending registration: only a browser that made it or proved its
// password may guess, and it is held after 10 in 15 minutes.
export const VERIFY_TRIES: RateLimit = {
  bucket: 'verify-failure:registration',
  rules: [{ max: 10, windowMs: 15 * MINUTE }],
};

// Failed sign-ins (docs/decisions/0011-sign-in-throttling.md). Per (e-mail, address): 10 in 15
// minutes get 429 for that pair only, so guesses from one network never lock the owner out at
// another. Keyed by the e-mail as typed (lower-cased), known or not, so a 429 reveals nothing.
export const LOGIN_PAIR_LIMIT: RateLimit = {
  bucket: 'login-failure:pair',
  rules: [{ max: 10, windowMs: 15 * MINUTE }],
};

/** The key of the per-(e-mail, address) count; e-mails hold no space, so the prefix is exact. */
export const loginPairKey = (email: string, ip: string) => `${email} ${ip}`;

// Per e-mail from every address together: bounds guessing spread over many addresses. Browsers
// that signed in to the account before (known devices) are not held by it.
export const loginAccountLimit = (maxPerHour: number): RateLimit => ({
  bucket: 'login-failure:account',
  rules: [{ max: maxPerHour, windowMs: HOUR }],
});
