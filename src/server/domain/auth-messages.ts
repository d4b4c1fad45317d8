import { message } from '@contract/messages.ts';

// What the account calls answer (codes of the contract's table); the web shows the message of
// the code in its toasts.
export const AUTH_MSG = {
  registered: (email: string) => message('auth.registered', { email }),
  domainNotAllowed: (domains: readonly string[]) =>
    message('auth.domainNotAllowed', { domains: domains.map((d) => `@${d}`).join(' or ') }),
  verified: 'auth.verified',
  invalidCode: 'auth.invalidCode',
  codeResent: 'auth.codeResent',
  codeTriesLocked: 'auth.codeTriesLocked',
  loggedIn: 'auth.loggedIn',
  invalidLogin: 'auth.invalidLogin',
  unverified: 'auth.unverified',
  loginLocked: 'auth.loginLocked',
  resetSent: 'auth.resetSent',
  passwordReset: 'auth.passwordReset',
  loggedOut: 'auth.loggedOut',
  oidcOnly: (name: string) => message('auth.oidcOnly', { name }),
  oidcWelcome: 'auth.oidcWelcome',
} as const;
