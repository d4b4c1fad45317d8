import { Column, SQL, Subquery, is } from 'drizzle-orm';

// A prepared statement's rows turned into objects by a mapper compiled once per statement
// (docs/decisions/0066-compiled-row-mappers.md): drizzle works out each field's decoder and path
// again for every row, about twice the mapping time of a page of ideas.

type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** What drizzle keeps on a prepared select (private in its types, public at run time). */
export interface PreparedInternals {
  fields?: Array<{ path: string[]; field: unknown }>;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder drizzle's own row mapping picks for a selected field (`decoder` is private). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const withDecoder = (sqlOf: unknown) => (sqlOf as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return withDecoder(field);
  if (is(field, Subquery)) return withDecoder((field as unknown as { _: { sql: SQL } })._.sql);
  return withDecoder((field as { sql: SQL }).sql);
}

/** Maps array rows as drizzle's mapping does for selects with no outer join. */
export function compileRowMapper(fields: NonNullable<PreparedInternals['fields']>) {
  const columns = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path.at(-1)!,
    decoder: decoderOf(field),
  }));
  return (row: unknown[]): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const { parents, key, decoder } = columns[i]!;
      let node = out;
      for (const parent of parents) node = (node[parent] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      node[key] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    return out;
  };
}

/**
 * Gives a prepared select the compiled mapper. A select with an outer join keeps drizzle's,
 * which turns a missing joined row into null.
 */
export function withCompiledRows<T>(statement: T): T {
  const prepared = statement as PreparedInternals;
  const outerJoin = Object.values(prepared.joinsNotNullableMap ?? {}).some((notNull) => !notNull);
  if (prepared.fields && !prepared.customResultMapper && !outerJoin) {
    const map = compileRowMapper(prepared.fields);
    prepared.customResultMapper = (rows) => rows.map(map);
  }
  return statement;
}
