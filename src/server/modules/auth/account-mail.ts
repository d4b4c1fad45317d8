import type { AppContext } from '../../context.ts';
import { CODE_RESEND_SECONDS } from '@contract/limits.ts';
import { HOUR } from '../../lib/clock.ts';
import { removeHit, takeHit, type RateLimit } from '../../lib/rate-limit.ts';
import { issueCode, voidCodes, type CodeOwner } from './codes.ts';
import { accountMail, type AccountMailItem, type CodeMailKind } from './mail.ts';

// docs/rules/accounts.md (E-mails of the account system)

export type AccountMailRequest =
  | { kind: 'registered-again'; askedAt: Date }
  | { kind: CodeMailKind; owner: CodeOwner; askedAt: Date };

// More is not mailed.
const PER_ASKER: RateLimit = { bucket: 'account-mail:asker', rules: [{ max: 5, windowMs: HOUR }] };
// What is asked meanwhile waits for the next: a request admitted for its address is never dropped.
const PACE: RateLimit = {
  bucket: 'account-mail:sent',
  rules: [
    { max: 1, windowMs: CODE_RESEND_SECONDS * 1000 },
    { max: 12, windowMs: HOUR },
  ],
};
// Paced apart, so verifying and then resetting at once works.
const groupOf = (request: AccountMailRequest) => (request.kind === 'reset' ? 'reset' : 'verify');
// Past it a request is logged and not mailed.
const MAX_WAITING = 10_000;
// Waiting e-mails are due by the app's clock.
const TICK_MS = 1000;

interface Waiting {
  to: string;
  requests: AccountMailRequest[];
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

const withheld = (ctx: AppContext, kind: string, why: string) =>
  ctx.log.warn({ event: 'account-mail-withheld', kind, why }, 'security event');

// The asker is never told whether it went.
export async function queueAccountMail(
  ctx: AppContext,
  options: { to: string; ip: string; request: AccountMailRequest },
) {
  const { to, ip, request } = options;
  const key = `${to} ${groupOf(request)}`;
  const queue = queueOf(ctx);
  let waiting = queue.waiting.get(key);
  if (!waiting && queue.waiting.size >= MAX_WAITING) return withheld(ctx, request.kind, 'queue');
  const asker = await takeHit(ctx.db, {
    limit: PER_ASKER,
    key: `${key} ${ip}`,
    now: ctx.clock.now(),
  });
  if (!asker.ok) return withheld(ctx, request.kind, 'asker');
  waiting = queue.waiting.get(key);
  if (waiting) waiting.requests.push(request);
  else queue.waiting.set(key, { to, requests: [request], dueAt: 0, busy: false });
  await flush(ctx, key);
}

// A code voids its owner's older ones.
function newestPerOwner(requests: AccountMailRequest[]) {
  const byOwner = new Map<string, AccountMailRequest>();
  for (const request of requests) {
    const owner =
      'owner' in request ? `${request.owner.userId ?? ''} ${request.owner.browserHash ?? ''}` : '';
    const kept = byOwner.get(owner);
    if (!kept || kept.askedAt <= request.askedAt) byOwner.set(owner, request);
  }
  return [...byOwner.values()];
}

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
    // The codes are made now, as their e-mail goes: no code exists that was not mailed.
    const items: AccountMailItem[] = [];
    const codeIds: string[] = [];
    for (const request of newestPerOwner(waiting.requests)) {
      if (!('owner' in request)) {
        items.push(request);
        continue;
      }
      const { id, code } = await issueCode(ctx, request.owner);
      codeIds.push(id);
      items.push({ kind: request.kind, code, askedAt: request.askedAt });
    }
    try {
      await ctx.mailer.send(accountMail(ctx, waiting.to, items));
    } catch (err) {
      // Voided, so a sign-in or resend makes new ones, at once: the pace is given back.
      await removeHit(ctx.db, hit.hitId);
      await voidCodes(ctx.db, codeIds);
      ctx.log.error({ err, kinds: items.map((i) => i.kind) }, 'account e-mail not sent');
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
