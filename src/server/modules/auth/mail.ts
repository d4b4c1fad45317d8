import { CODE_TTL_MINUTES } from '@contract/limits.ts';
import type { AppContext } from '../../context.ts';
import type { CodePurpose } from './codes.ts';

// Plain text, the code on its own line.

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
  reset: [
    'Enter this code on the page where you asked for it (in the same browser) to choose a new password for your TeamUp account:',
  ],
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

export type AccountMailItem =
  { kind: CodeMailKind; code: string; askedAt: Date } | { kind: 'registered-again'; askedAt: Date };

const codeLines = (kind: CodeMailKind, code: string) => [
  ...PURPOSE_LINES[kind],
  '',
  code,
  '',
  `The code is valid for ${CODE_TTL_MINUTES} minutes and can be used once.`,
  IGNORE_LINE[kind],
];

const REGISTERED_AGAIN_SUBJECT = 'Someone tried to register with your TeamUp email';
const REGISTERED_AGAIN_LINES = [
  'Someone just tried to create a new TeamUp account with this email address.',
  'You already have a TeamUp account with this address, so nothing was changed and no new account was created.',
  '',
  'If it was you: sign in with your password. If you forgot it, choose "Forgot password" on the sign-in page to reset it.',
  'If it was not you, you can ignore this email; your account and password stay the same.',
];

const itemLines = (item: AccountMailItem) =>
  item.kind === 'registered-again' ? REGISTERED_AGAIN_LINES : codeLines(item.kind, item.code);

const SEVERAL_LINES = [
  'Several requests were made for this email address within a minute, so they come together in this one email.',
  'Each code works only in the browser that asked for it; the time it was asked is above it.',
];

// docs/rules/accounts.md (E-mails of the account system)
export function accountMail(ctx: AppContext, to: string, items: AccountMailItem[]) {
  const newest = [...items].sort((a, b) => b.askedAt.getTime() - a.askedAt.getTime());
  const first = newest[0]!;
  const subject =
    first.kind === 'registered-again' ? REGISTERED_AGAIN_SUBJECT : SUBJECT[first.kind];
  const body =
    newest.length === 1
      ? itemLines(first)
      : [
          ...SEVERAL_LINES,
          ...newest.flatMap((item) => [
            '',
            `Asked at ${item.askedAt.toISOString().slice(11, 19)} UTC:`,
            ...itemLines(item),
          ]),
        ];
  const text = ['Hello,', '', ...body, '', ...footer(ctx)].join('\n');
  return { to, subject, text };
}
