/**
 * The PostgreSQL extensions the migrations create (pg_trgm, the keyword filter's index), which
 * PGlite loads from its own package: every process or thread that opens a data directory passes
 * them.
 */
export async function pgliteExtensions() {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  return { pg_trgm };
}
