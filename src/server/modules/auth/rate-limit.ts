import { HOUR, MINUTE } from '../../lib/clock.ts';
import type { RateLimit } from '../../lib/rate-limit.ts';
import type { CodePurpose } from './codes.ts';

// Issue 2, "Codes": a code is e-mailed at most once per 60 seconds and 5 times an hour per
// e-mail address and purpose (registration, resend, unverified login, forgot-password).
const CODE_SEND_RULES = [
  { max: 1, windowMs: MINUTE },
  { max: 5, windowMs: HOUR },
] as const;

export const codeSendLimit = (purpose: CodePurpose): RateLimit => ({
  bucket: `code-send:${purpose}`,
  rules: CODE_SEND_RULES,
});

// Issue 2, "login": more than 10 failed logins for one account in 15 minutes get 429, whatever
// the IP. Keyed by the e-mail as typed (lower-cased), known or not, so the 429 reveals nothing.
export const LOGIN_FAILURE_LIMIT: RateLimit = {
  bucket: 'login-failure',
  rules: [{ max: 10, windowMs: 15 * MINUTE }],
};
