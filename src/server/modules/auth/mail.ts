import { CODE_TTL_MINUTES } from '../../../contract/limits.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/errors.ts';
import type { CodePurpose } from './codes.ts';

// The e-mails of the account system: plain text, the code on its own line.

export const MAIL_UNAVAILABLE =
  'We could not send the email right now. Please try again in a few minutes.';

const SUBJECT: Record<CodePurpose, string> = {
  verify: 'Your TeamUp verification code',
  reset: 'Your TeamUp password reset code',
};

const PURPOSE_LINE: Record<CodePurpose, string> = {
  verify: 'Enter this code to verify your email address and finish creating your TeamUp account:',
  reset: 'Enter this code to choose a new password for your TeamUp account:',
};

const IGNORE_LINE: Record<CodePurpose, string> = {
  verify: 'If you did not register on TeamUp, you can ignore this email.',
  reset:
    'If you did not ask to reset your password, you can ignore this email; your password stays the same.',
};

export function codeMail(
  ctx: AppContext,
  options: { to: string; purpose: CodePurpose; code: string },
) {
  const { purpose } = options;
  const text = [
    'Hello,',
    '',
    PURPOSE_LINE[purpose],
    '',
    options.code,
    '',
    `The code is valid for ${CODE_TTL_MINUTES} minutes and can be used once.`,
    IGNORE_LINE[purpose],
    '',
    'TeamUp: Connect. Collaborate. Create.',
    `${ctx.config.APP_ORIGIN}/auth`,
    '',
  ].join('\n');
  return { to: options.to, subject: SUBJECT[purpose], text };
}

/** Sends a code e-mail; a mail server that is down becomes a clear 503, its details logged. */
export async function sendCodeMail(
  ctx: AppContext,
  options: { to: string; purpose: CodePurpose; code: string },
) {
  try {
    await ctx.mailer.send(codeMail(ctx, options));
  } catch (error) {
    ctx.log.error({ err: error, purpose: options.purpose }, 'sending a code e-mail failed');
    throw new AppError('UNAVAILABLE', MAIL_UNAVAILABLE);
  }
}
