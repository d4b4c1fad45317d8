import { and, eq, ne } from 'drizzle-orm';
import type { Application, ApplicationStatus, MyApplication } from '@contract/applications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { applications, type ApplicationRow } from '../../db/schema.ts';

const applicationFields = (row: ApplicationRow) => ({
  id: row.id,
  ideaId: row.ideaId,
  applicantId: row.applicantId,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export function toApplication(row: ApplicationRow): Application {
  return { ...applicationFields(row), status: shownStatus(row.status) };
}

/** In My Applications every status is history the student may read (docs/decisions/0078). */
export function toMyApplication(row: ApplicationRow): Omit<MyApplication, 'idea'> {
  return { ...applicationFields(row), status: row.status };
}

/** Withdrawn and closed applications are in no answer but the applicant's own list. */
function shownStatus(status: ApplicationRow['status']): ApplicationStatus {
  if (status === 'withdrawn' || status === 'closed') {
    throw new Error(`A ${status} application is answered only to its applicant`);
  }
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
