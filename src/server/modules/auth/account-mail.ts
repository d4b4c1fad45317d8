import type { AppContext } from '../../context.ts';
import { CODE_RESEND_SECONDS } from '@contract/limits.ts';
import { HOUR } from '../../lib/clock.ts';
import { removeHit, takeHit, type RateLimit } from '../../lib/rate-limit.ts';
import { voidCodes } from './codes.ts';
import { accountMail, type AccountMailItem } from './mail.ts';

// Account e-mails (codes, the notice to an existing account) leave after the answer, paced per
// mailbox: never a refusal the asker could read, and never more than a few e-mails an hour in one
// mailbox (docs/rules/accounts.md, "E-mails of the account system").

/** What one network address may have mailed to one mailbox in an hour. */
const PER_ASKER: RateLimit = { bucket: 'account-mail:asker', rules: [{ max: 5, windowMs: HOUR }] };
/** What one mailbox receives in an hour from every address together. */
const PER_MAILBOX: RateLimit = {
  bucket: 'account-mail:mailbox',
  rules: [{ max: 12, windowMs: HOUR }],
};
/** One e-mail a minute to a mailbox: what is asked meanwhile waits and goes in the next one. */
const PACE: RateLimit = {
  bucket: 'account-mail:sent',
  rules: [{ max: 1, windowMs: CODE_RESEND_SECONDS * 1000 }],
};
/** Registration mails and reset mails are paced apart: verifying, then resetting at once, works. */
const groupOf = (item: AccountMailItem) => (item.kind === 'reset' ? 'reset' : 'verify');

/** How often waiting e-mails are looked at (they are due by the app's clock). */
const TICK_MS = 1000;

interface Waiting {
  to: string;
  items: AccountMailItem[];
  dueAt: number;
  busy: boolean;
}

interface Queue {
  waiting: Map<string, Waiting>;
  timer?: NodeJS.Timeout | undefined;
}

const queues = new WeakMap<AppContext, Queue>();
const queueOf = (ctx: AppContext) => {
  let queue = queues.get(ctx);
  if (!queue) queues.set(ctx, (queue = { waiting: new Map() }));
  return queue;
};

/**
 * Counts the request against the hourly limits of its address and of the mailbox, then sends the
 * item at once, or with the mailbox's next e-mail when one went out in the last minute. Over an
 * hourly limit nothing is sent (logged as a security event); the asker is never told.
 */
export async function queueAccountMail(
  ctx: AppContext,
  options: { to: string; ip: string; item: AccountMailItem },
) {
  const { to, ip, item } = options;
  const now = ctx.clock.now();
  const key = `${to} ${groupOf(item)}`;
  const asker = await takeHit(ctx.db, { limit: PER_ASKER, key: `${key} ${ip}`, now });
  const mailbox = asker.ok
    ? await takeHit(ctx.db, { limit: PER_MAILBOX, key, now })
    : { ok: false as const };
  if (!asker.ok || !mailbox.ok) {
    if (asker.ok) await removeHit(ctx.db, asker.hitId);
    ctx.log.warn(
      { event: 'account-mail-withheld', kind: item.kind, limit: asker.ok ? 'mailbox' : 'asker' },
      'security event',
    );
    return;
  }
  const queue = queueOf(ctx);
  const waiting = queue.waiting.get(key);
  if (waiting) waiting.items.push(item);
  else queue.waiting.set(key, { to, items: [item], dueAt: 0, busy: false });
  await flush(ctx, key);
}

/** Sends what waits under `key` (mailbox and group) if the pace allows; else marks when it will. */
async function flush(ctx: AppContext, key: string) {
  const queue = queueOf(ctx);
  const waiting = queue.waiting.get(key);
  if (!waiting || waiting.busy) return;
  waiting.busy = true;
  try {
    const hit = await takeHit(ctx.db, { limit: PACE, key, now: ctx.clock.now() });
    if (!hit.ok) {
      waiting.dueAt = ctx.clock.now().getTime() + hit.retryAfterSeconds * 1000;
      startTicking(ctx, queue);
      return;
    }
    queue.waiting.delete(key);
    try {
      await ctx.mailer.send(accountMail(ctx, waiting.to, waiting.items));
    } catch (err) {
      // The codes never arrived: void, so a sign-in or a resend makes new ones; the pace is given
      // back, so that may be at once.
      await removeHit(ctx.db, hit.hitId);
      await voidCodes(
        ctx.db,
        waiting.items.flatMap((i) => ('codeId' in i ? [i.codeId] : [])),
      );
      ctx.log.error({ err, kinds: waiting.items.map((i) => i.kind) }, 'account e-mail not sent');
    }
  } finally {
    waiting.busy = false;
  }
}

function startTicking(ctx: AppContext, queue: Queue) {
  if (queue.timer) return;
  queue.timer = setInterval(() => {
    if (ctx.background.isClosed || queue.waiting.size === 0) {
      clearInterval(queue.timer);
      queue.timer = undefined;
      if (queue.waiting.size > 0) {
        ctx.log.warn({ mailboxes: queue.waiting.size }, 'account e-mails dropped at shutdown');
      }
      return;
    }
    const now = ctx.clock.now().getTime();
    for (const [key, waiting] of queue.waiting) {
      if (waiting.dueAt <= now && !waiting.busy) {
        ctx.background.run('account mail', () => flush(ctx, key));
      }
    }
  }, TICK_MS);
  queue.timer.unref();
}
