import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.ts';
import type { TestApp } from './app.ts';
import { createSignedInUser } from './factories.ts';
import type { HttpClient } from './http.ts';

// The coordinator's placement (docs/rules/placement.md) sees every student without a team and
// every open team of the database: each test starts from a university of its own.

/** Closes the teams and retires the teamless students earlier tests of the file left behind. */
export async function freshUniversity(t: TestApp): Promise<void> {
  await t.db.execute(sql`update ideas set is_active = false`);
  await t.db.execute(
    sql`update users set is_verified = false where not is_admin
      and not exists (select 1 from team_members m where m.user_id = users.id)`,
  );
}

export const createCoordinator = (t: TestApp) =>
  createSignedInUser(t, { isAdmin: true, gender: 'female' });

/** POST /api/admin/formation/proposals; fails the test unless it answers 201. */
export async function propose(admin: HttpClient, body?: unknown) {
  const res = await admin.post('/api/admin/formation/proposals', body);
  if (res.status !== 201) throw new Error(`propose: ${res.status} ${res.text}`);
  return res.body as {
    id: string;
    target: { min: number; max: number };
    assignments: Array<{
      studentId: string;
      ideaId: string | null;
      teamId: string | null;
      newTeam: string | null;
      reason: string;
      choice: number | null;
    }>;
    unplaced: Array<{ studentId: string; reason: string; remedy: string }>;
    teams: Array<{ ideaId: string; room: number }>;
  };
}

export const applyProposal = (admin: HttpClient, id: string, body?: unknown) =>
  admin.post(`/api/admin/formation/proposals/${id}/apply`, body);

/** The idea whose team each user is in now. */
export async function teamsOf(t: TestApp, userId: string): Promise<string[]> {
  const rows = await queryRows<{ idea_id: string }>(
    t.db,
    sql`select t.idea_id from team_members m join teams t on t.id = m.team_id
      where m.user_id = ${userId}`,
  );
  return rows.map((r) => r.idea_id);
}
