import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ideas, users } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import { testEngine } from '../../support/database.ts';
import { createLeader, createSignedInUser } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { statementsOfCall } from '../../support/statements.ts';

// Applying to the other gender's idea, or inviting a student of the other gender, is answered as
// an unknown id is, after the same statements, and never waits on a lock of that row
// (docs/rules/roles-and-visibility.md).
const t = useTestApp();

const applyTo = (client: HttpClient, id: string) =>
  client.post('/api/applications', { ideaId: id });
const inviteOf = (client: HttpClient, id: string) =>
  client.post('/api/teams/invitations', { studentId: id });

describe("the other gender's idea or student", () => {
  it('is answered as an unknown id, after the same statements', async () => {
    const female = await createLeader(t, { gender: 'female' });
    const male = await createLeader(t, { gender: 'male' });
    const maleStudent = await createSignedInUser(t, { gender: 'male', appearInList: true });

    const theirs = await applyTo(male.client, female.idea.id);
    expect(theirs.status).toBe(404);
    const seenApply = await statementsOfCall(t, () => applyTo(male.client, female.idea.id), 404);
    const unseenApply = await statementsOfCall(t, () => applyTo(male.client, randomUUID()), 404);
    expect(seenApply).toEqual(unseenApply);

    const seenInvite = await statementsOfCall(
      t,
      () => inviteOf(female.client, maleStudent.user.id),
      404,
    );
    const unseenInvite = await statementsOfCall(
      t,
      () => inviteOf(female.client, randomUUID()),
      404,
    );
    expect(seenInvite).toEqual(unseenInvite);
  });

  // PGlite runs one transaction at a time: a held lock there would hold every request.
  it.skipIf(testEngine === 'pglite')('is answered at once while its row is locked', async () => {
    const female = await createLeader(t, { gender: 'female' });
    const male = await createLeader(t, { gender: 'male' });
    const maleStudent = await createSignedInUser(t, { gender: 'male', appearInList: true });
    const applied = await t.db.transaction(async (tx) => {
      await tx.select().from(ideas).where(eq(ideas.id, female.idea.id)).for('update');
      const waited = new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 2000));
      return Promise.race([applyTo(male.client, female.idea.id).then((r) => r.status), waited]);
    });
    expect(applied).toBe(404);
    const invited = await t.db.transaction(async (tx) => {
      await tx.select().from(users).where(eq(users.id, maleStudent.user.id)).for('update');
      const waited = new Promise<string>((resolve) => setTimeout(() => resolve('waited'), 2000));
      return Promise.race([
        inviteOf(female.client, maleStudent.user.id).then((r) => r.status),
        waited,
      ]);
    });
    expect(invited).toBe(404);
  });
});
