import { createHash } from 'node:crypto';
import pg from 'pg';

// docs/decisions/0003-prepared-statements-for-hot-queries.md

export const MAX_NAMED_STATEMENTS = 100;

/** A digest of its text, so the same text has the same name everywhere. */
function statementName(text: string): string {
  return `t_${createHash('sha1').update(text).digest('base64url')}`;
}

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/** A statement without parameters may hold several commands, which a named statement cannot. */
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

export class NamingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    const known = new Set<string>();
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, values?: unknown, callback?: unknown) =>
      query(named(config, values, known), values, callback)) as typeof this.query;
  }
}
