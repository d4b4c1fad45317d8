import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  confirm,
  createLeader,
  createSignedInUser,
  decide,
  invite,
  notificationsOf,
} from '../../support/factories.ts';

// Joining a team closes the student's other open applications: they read as closed because
// the student joined, never as declined by an owner (docs/decisions/0078).
const t = useTestApp();

const statusesOf = async (client: Parameters<typeof notificationsOf>[0]) =>
  Object.fromEntries(
    ((await client.get('/api/applications/my')).body as Array<{ id: string; status: string }>).map(
      (a) => [a.id, a.status],
    ),
  );

describe('joining a team closes the other applications', () => {
  it("marks the others 'closed' in My Applications, keeping a declined one as declined", async () => {
    const a = await createLeader(t, {}, { title: 'Joined idea' });
    const b = await createLeader(t, {}, { title: 'Invited idea' });
    const c = await createLeader(t, {}, { title: 'Pending idea' });
    const d = await createLeader(t, {}, { title: 'Declined idea' });
    const student = await createSignedInUser(t, { name: 'Rami' });
    const toA = await invite(student.client, a.client, a.idea.id);
    const toB = await invite(student.client, b.client, b.idea.id);
    const toC = await apply(student.client, c.idea.id);
    const toD = await apply(student.client, d.idea.id);
    await decide(d.client, toD.id, 'rejected');

    await confirm(student.client, toA.id);

    expect(await statusesOf(student.client)).toEqual({
      [toA.id]: 'accepted',
      [toB.id]: 'closed',
      [toC.id]: 'closed',
      [toD.id]: 'rejected',
    });
    // The owners no longer see an open application.
    expect((await b.client.get(`/api/applications/idea/${b.idea.id}`)).body).toEqual([]);
    expect((await c.client.get(`/api/applications/idea/${c.idea.id}`)).body).toEqual([]);
    // The owner who had invited is told the student joined elsewhere, not that they declined.
    const [toOwnerB] = await notificationsOf(b.client);
    expect(toOwnerB?.message).toBe("Rami joined another team and will not join 'Invited idea'.");
    // The student is told the invitation closed because they joined, never 'declined'.
    const voided = (await notificationsOf(student.client)).find((n) => n.applicationId === toB.id);
    expect(voided?.message).toBe(
      "The invitation to join 'Invited idea' was withdrawn because you joined another team.",
    );
    const others = (await notificationsOf(student.client)).filter(
      (n) => n.applicationId !== toD.id,
    );
    expect(others.map((n) => n.message).join('\n')).not.toMatch(/declined/i);
  });

  it('a closed application can be neither confirmed nor withdrawn', async () => {
    const a = await createLeader(t);
    const b = await createLeader(t);
    const student = await createSignedInUser(t);
    const toA = await invite(student.client, a.client, a.idea.id);
    const toB = await invite(student.client, b.client, b.idea.id);
    await confirm(student.client, toA.id);
    const late = await student.client.post(`/api/applications/${toB.id}/confirm`);
    expect(late.status).toBe(409);
    const withdrawn = await student.client.delete(`/api/applications/${toB.id}`);
    expect(withdrawn).toMatchObject({
      status: 409,
      body: { code: 'applications.notWithdrawable' },
    });
    expect(await statusesOf(student.client)).toMatchObject({ [toB.id]: 'closed' });
  });

  it('does not stop applying to that idea again after leaving the team', async () => {
    const a = await createLeader(t);
    const c = await createLeader(t);
    const student = await createSignedInUser(t);
    const toA = await invite(student.client, a.client, a.idea.id);
    const toC = await apply(student.client, c.idea.id);
    await confirm(student.client, toA.id);
    expect((await student.client.post('/api/teams/leave')).status).toBe(200);
    const again = await apply(student.client, c.idea.id);
    expect(again.status).toBe('pending');
    expect(await statusesOf(student.client)).toEqual({
      [again.id]: 'pending',
      [toC.id]: 'closed',
    });
  });
});
