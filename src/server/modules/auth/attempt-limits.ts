import { HOUR, MINUTE } from '../../lib/clock.ts';
import type { RateLimit } from '../../lib/rate-limit.ts';

// Per browser too: a browser only ever guesses at codes it asked for itself (codes.ts).
export const RESET_TRIES: RateLimit = {
  bucket: 'reset-failure:browser',
  rules: [{ max: 10, windowMs: 15 * MINUTE }],
};

// Per registration: only a browser that made it or proved its password may guess.
export const VERIFY_TRIES: RateLimit = {
  bucket: 'verify-failure:registration',
  rules: [{ max: 10, windowMs: 15 * MINUTE }],
};

// docs/decisions/0011-sign-in-throttling.md: per pair, so one network's guesses never lock the
// owner out at another; the e-mail as typed, known or not, so a 429 reveals nothing.
export const LOGIN_PAIR_LIMIT: RateLimit = {
  bucket: 'login-failure:pair',
  rules: [{ max: 10, windowMs: 15 * MINUTE }],
};

// E-mails hold no space, so the prefix is exact.
export const loginPairKey = (email: string, ip: string) => `${email} ${ip}`;

// Bounds guessing spread over many addresses; known devices are not held by it.
export const loginAccountLimit = (maxPerHour: number): RateLimit => ({
  bucket: 'login-failure:account',
  rules: [{ max: maxPerHour, windowMs: HOUR }],
});
