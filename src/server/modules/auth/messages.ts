import { describeWait } from '../../lib/rate-limit.ts';

// What the account calls answer; the web shows `message` in its toasts (spec section 8).
export const AUTH_MSG = {
  registered: (email: string) =>
    `Registration successful. We sent a 6-digit verification code to ${email}.`,
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  domainNotAllowed: (domains: readonly string[]) =>
    `Registration is only open to ${domains.map((d) => `@${d}`).join(' or ')} email addresses`,
  verified: 'Email verified successfully. Welcome to TeamUp!',
  invalidCode: 'Invalid or expired code. Check the code or request a new one.',
  codeResent: 'If this email is waiting for verification, a new code has been sent to it.',
  codeTooSoon: (seconds: number) =>
    `You requested a code recently. Please try again in ${describeWait(seconds)}.`,
  loggedIn: 'Login successful',
  invalidLogin: 'Invalid email or password',
  unverified: 'Please verify your email to continue. Check your inbox for the verification code.',
  loginLocked: (seconds: number) =>
    `Too many failed sign-in attempts for this account. Please try again in ${describeWait(seconds)}.`,
  resetSent: 'If an account exists for this email, a password reset code has been sent to it.',
  passwordReset: 'Password reset successfully. Please sign in with your new password.',
  loggedOut: 'Logged out successfully',
} as const;
