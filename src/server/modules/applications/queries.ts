import { and, eq } from 'drizzle-orm';
import type { Application } from '@contract/applications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { applications, type ApplicationRow } from '../../db/schema.ts';

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    ideaId: row.ideaId,
    applicantId: row.applicantId,
    status: row.status,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The application, locked for the rest of the transaction when asked. */
export async function findApplication(
  db: Db | Tx,
  id: string,
  options: { applicantId?: string; lock?: boolean } = {},
): Promise<ApplicationRow | null> {
  const where = options.applicantId
    ? and(eq(applications.id, id), eq(applications.applicantId, options.applicantId))
    : eq(applications.id, id);
  const query = db.select().from(applications).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}
