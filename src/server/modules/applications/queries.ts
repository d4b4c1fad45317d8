import { and, eq, ne } from 'drizzle-orm';
import type { Application, ApplicationStatus } from '@contract/applications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { applications, type ApplicationRow } from '../../db/schema.ts';

export function toApplication(row: ApplicationRow): Application {
  return {
    id: row.id,
    ideaId: row.ideaId,
    applicantId: row.applicantId,
    status: shownStatus(row.status),
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A withdrawn application is never in an answer: every read that answers leaves it out. */
function shownStatus(status: ApplicationRow['status']): ApplicationStatus {
  if (status === 'withdrawn') throw new Error('A withdrawn application is never answered');
  return status;
}

/** The application (never a withdrawn one: that is gone for every call), locked for the rest of the transaction when asked. */
export async function findApplication(
  db: Db | Tx,
  id: string,
  options: { applicantId?: string; lock?: boolean } = {},
): Promise<ApplicationRow | null> {
  const where = and(
    eq(applications.id, id),
    ne(applications.status, 'withdrawn'),
    options.applicantId ? eq(applications.applicantId, options.applicantId) : undefined,
  );
  const query = db.select().from(applications).where(where);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}
