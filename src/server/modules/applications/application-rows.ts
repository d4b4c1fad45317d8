import { and, eq, ne } from 'drizzle-orm';
import type {
  Applicant,
  Application,
  ApplicationStatus,
  MyApplication,
} from '@contract/applications.ts';
import type { Db, Tx } from '../../db/client.ts';
import { applications, type ApplicationRow } from '../../db/schema.ts';

const applicationFields = (row: ApplicationRow) => ({
  id: row.id,
  ideaId: row.ideaId,
  applicantId: row.applicantId,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

// Accepting (or inviting) is the last change of an accepted application.
const acceptedAt = (row: ApplicationRow) =>
  row.status === 'accepted' ? row.updatedAt.toISOString() : null;

export function toApplication(row: ApplicationRow): Application {
  return { ...applicationFields(row), status: shownStatus(row.status) };
}

// docs/decisions/0078-joining-closes-other-applications.md
export function toMyApplication(row: ApplicationRow): Omit<MyApplication, 'idea'> {
  return { ...applicationFields(row), status: row.status, acceptedAt: acceptedAt(row) };
}

export function toApplicant(row: ApplicationRow): Omit<Applicant, 'applicant'> {
  return { ...toApplication(row), acceptedAt: acceptedAt(row) };
}

// In no answer but the applicant's own list.
function shownStatus(status: ApplicationRow['status']): ApplicationStatus {
  if (status === 'withdrawn' || status === 'closed' || status === 'filled') {
    throw new Error(`A ${status} application is answered only to its applicant`);
  }
  return status;
}

// Never a withdrawn one: that is gone for every call.
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
