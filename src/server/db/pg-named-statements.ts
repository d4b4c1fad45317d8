import { createHash } from 'node:crypto';
import pg from 'pg';

// Each distinct statement text is a named statement on its connection
// (docs/decisions/0112-every-statement-named-on-postgresql.md): PostgreSQL then parses it once
// per connection and, after a few runs, reuses its plan, where an unnamed statement is parsed and
// planned again on every call. The embedded engine does the same (pglite-prepared.ts).

/** The most texts one connection keeps; beyond, a new text runs unnamed, as before. */
export const MAX_NAMED_STATEMENTS = 100;

/** A statement's name: a digest of its text, so the same text has the same name everywhere. */
function statementName(text: string): string {
  return `t_${createHash('sha1').update(text).digest('base64url')}`;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * The query config with a name, when it is a statement with parameters that has none (a
 * statement without parameters may hold several commands, which a named statement cannot).
 */
function named(config: unknown, values: unknown, known: Set<string>): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfig;
  if (typeof query.submit === 'function' || query.name || typeof query.text !== 'string') {
    return config;
  }
  const params = Array.isArray(values) ? values : query.values;
  if (!Array.isArray(params) || params.length === 0) return config;
  const name = statementName(query.text);
  if (!known.has(name)) {
    if (known.size >= MAX_NAMED_STATEMENTS) return config;
    known.add(name);
  }
  return { ...query, name };
}

/** pg's client, naming each statement with parameters by its text (the pool's `Client`). */
export class NamingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    const known = new Set<string>();
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, values?: unknown, callback?: unknown) =>
      query(named(config, values, known), values, callback)) as typeof this.query;
  }
}
