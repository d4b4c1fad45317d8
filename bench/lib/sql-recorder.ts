import pg from 'pg';

// Every statement this process sends to PostgreSQL, by connection: each pg Client.query call is
// one round trip (the extended protocol's parse, bind, execute and sync go out together). Before
// a COMMIT, optionally, the locks the committing backend holds are read from pg_locks by another
// connection (which adds to the transaction's time: only the counting run does it).

export interface Sent {
  pid: number;
  text: string;
  startedMs: number;
  endedMs: number;
  /** pg_locks of this backend just before its COMMIT (when probing). */
  locks?: string[];
}

type Query = (...args: unknown[]) => unknown;

export function recordSql(options: { lockProbeUrl?: string } = {}) {
  const sent: Sent[] = [];
  const state = { on: false, probe: false };
  const original = pg.Client.prototype.query as unknown as Query;
  const probeClient = options.lockProbeUrl
    ? new pg.Client({ connectionString: options.lockProbeUrl })
    : null;
  const probeReady = probeClient?.connect();

  async function locksOf(pid: number): Promise<string[]> {
    await probeReady;
    const { rows } = await (original.call(
      probeClient,
      `select l.locktype, coalesce(c.relname, '') as rel, l.mode from pg_locks l
        left join pg_class c on c.oid = l.relation
        where l.pid = $1 and l.granted and l.mode <> 'AccessShareLock'
          and (l.locktype in ('tuple', 'advisory') or c.relkind = 'r')
        order by 2, 3`,
      [pid],
    ) as Promise<{ rows: Array<{ locktype: string; rel: string; mode: string }> }>);
    return rows.map((r) => `${r.rel || r.locktype} ${r.mode.replace(/Lock$/, '')}`);
  }

  (pg.Client.prototype as unknown as { query: Query }).query = function (
    this: pg.Client & { processID?: number },
    ...args: unknown[]
  ) {
    if (!state.on || this === probeClient) return original.apply(this, args);
    const first = args[0];
    const text = typeof first === 'string' ? first : String((first as { text?: string }).text);
    const entry: Sent = { pid: this.processID ?? 0, text, startedMs: 0, endedMs: 0 };
    sent.push(entry);
    const done = () => (entry.endedMs = performance.now());
    const last = args.at(-1);
    if (typeof last === 'function') {
      entry.startedMs = performance.now();
      const callback = last as (...a: unknown[]) => void;
      return original.apply(this, [
        ...args.slice(0, -1),
        (...a: unknown[]) => {
          done();
          callback(...a);
        },
      ]);
    }
    const go = () => {
      entry.startedMs = performance.now();
      return (original.apply(this, args) as Promise<unknown>).finally(done);
    };
    if (state.probe && /^\s*commit\s*$/i.test(text)) {
      return locksOf(entry.pid).then((locks) => {
        entry.locks = locks;
        return go();
      });
    }
    return go();
  };

  return {
    /** Records what `work` sends, with pg_locks before each COMMIT when `probe`. */
    async during<T>(probe: boolean, work: () => Promise<T>) {
      sent.length = 0;
      state.on = true;
      state.probe = probe;
      try {
        return { result: await work(), sent: [...sent] };
      } finally {
        state.on = false;
      }
    },
    async stop() {
      (pg.Client.prototype as unknown as { query: Query }).query = original;
      await probeClient?.end();
    },
  };
}

/** What a statement does, in a few words: its verb, tables written and the row locks it takes. */
export function describe(text: string): string {
  const t = text.replace(/\s+/g, ' ').trim();
  const lower = t.toLowerCase();
  if (/^(begin|commit|rollback)$/.test(lower)) return lower.toUpperCase();
  const parts: string[] = [];
  const lockClause = /for (no key update|update|share|key share)(?: of "?(\w+)"?)?/;
  const dml = lower.replace(new RegExp(lockClause.source, 'g'), '');
  for (const m of dml.matchAll(/\b(insert into|update|delete from) "?(\w+)"?/g)) {
    parts.push(`${m[1]!.split(' ')[0]} ${m[2]}`);
  }
  const lock = lockClause.exec(lower);
  if (lock) {
    const from = lock[2] ?? /from "?(\w+)"?/.exec(lower)?.[1];
    parts.push(`row lock ${lock[1]!.toUpperCase()} on ${from}`);
  }
  if (lower.includes('pg_notify')) parts.push('pg_notify');
  if (parts.length === 0 || lock) {
    const read = [...new Set([...dml.matchAll(/\b(?:from|join) "?(\w+)"?/g)].map((m) => m[1]))];
    parts.unshift(`select ${read.join('+')}`);
  }
  return parts.join(', ');
}
