import { CODE_TTL_MINUTES } from '@contract/limits.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { CodePurpose } from './codes.ts';

// The e-mails of the account system: plain text, the code on its own line.

export const MAIL_UNAVAILABLE = 'auth.mailUnavailable';

/** A verification code for a second registration of a pending address says so. */
export type CodeMailKind = CodePurpose | 'verify-again';

const SUBJECT: Record<CodeMailKind, string> = {
  verify: 'Your TeamUp verification code',
  'verify-again': 'Your TeamUp verification code',
  reset: 'Your TeamUp password reset code',
};

const PURPOSE_LINES: Record<CodeMailKind, string[]> = {
  verify: ['Enter this code to verify your email address and finish creating your TeamUp account:'],
  'verify-again': [
    'Someone registered on TeamUp again with this email address, before the earlier registration was verified.',
    'This code is for that new registration only: it creates the account with the details and password entered in that new registration.',
    'If it was not you, ignore this email; the earlier registration is not changed.',
    '',
    'Code for the new registration:',
  ],
  reset: ['Enter this code to choose a new password for your TeamUp account:'],
};

const IGNORE_LINE: Record<CodeMailKind, string> = {
  verify: 'If you did not register on TeamUp, you can ignore this email.',
  'verify-again': 'If you did not register again, you can ignore this email.',
  reset:
    'If you did not ask to reset your password, you can ignore this email; your password stays the same.',
};

const footer = (ctx: AppContext) => [
  'TeamUp: Connect. Collaborate. Create.',
  `${ctx.config.APP_ORIGIN}/auth`,
  '',
];

export function codeMail(
  ctx: AppContext,
  options: { to: string; kind: CodeMailKind; code: string },
) {
  const { kind } = options;
  const text = [
    'Hello,',
    '',
    ...PURPOSE_LINES[kind],
    '',
    options.code,
    '',
    `The code is valid for ${CODE_TTL_MINUTES} minutes and can be used once.`,
    IGNORE_LINE[kind],
    '',
    ...footer(ctx),
  ].join('\n');
  return { to: options.to, subject: SUBJECT[kind], text };
}

/** Sent instead of a code when someone registers with the address of an existing account. */
export function registeredAgainMail(ctx: AppContext, to: string) {
  const text = [
    'Hello,',
    '',
    'Someone just tried to create a new TeamUp account with this email address.',
    'You already have a TeamUp account with this address, so nothing was changed and no new account was created.',
    '',
    'If it was you: sign in with your password. If you forgot it, choose "Forgot password" on the sign-in page to reset it.',
    'If it was not you, you can ignore this email; your account and password stay the same.',
    '',
    ...footer(ctx),
  ].join('\n');
  return { to, subject: 'Someone tried to register with your TeamUp email', text };
}

async function send(
  ctx: AppContext,
  mail: { to: string; subject: string; text: string },
  what: string,
) {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    ctx.log.error({ err: error, mail: what }, 'sending an account e-mail failed');
    throw new AppError('UNAVAILABLE', MAIL_UNAVAILABLE);
  }
}

/** Sends a code e-mail; a mail server that is down becomes a clear 503, its details logged. */
export const sendCodeMail = (
  ctx: AppContext,
  options: { to: string; kind: CodeMailKind; code: string },
) => send(ctx, codeMail(ctx, options), options.kind);

/** Tells the owner of an account that someone registered with their address. */
export const sendRegisteredAgainMail = (ctx: AppContext, to: string) =>
  send(ctx, registeredAgainMail(ctx, to), 'registered-again');
