import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  ideaInput,
  invite,
  join,
} from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// The coordinator's target maximum caps every team (docs/rules/formation.md): a leader's limit
// above it is refused, and the handshake cannot grow a team past it. With no target saved,
// nothing changes.

async function setTargetMax(admin: HttpClient, max: number) {
  const res = await admin.put('/api/admin/formation', { deadline: null, target: { min: 2, max } });
  expect(res.status).toBe(200);
}

/** A leader without a limit of their own and two members: three, with one invited, one waiting. */
async function teamOfThree(t: TestApp) {
  const leader = await createLeader(t, {}, { maxMembers: null });
  for (let i = 0; i < 2; i++) {
    const member = await createSignedInUser(t);
    await join(member.client, leader.client, leader.idea.id);
  }
  const invited = await createSignedInUser(t);
  const invitation = await invite(invited.client, leader.client, leader.idea.id);
  const waiting = await createSignedInUser(t);
  const application = await apply(waiting.client, leader.idea.id);
  return { leader, invited, invitation, application };
}

const sizeAboveTarget = (max: number) => ({
  code: 'teams.sizeAboveTarget',
  message: `Team size must be at most ${max}, the coordinator's target`,
  params: { max },
});

describe('the target maximum as a rule', () => {
  const t = useTestApp();

  it('answers a confirm and an acceptance into a team at the target maximum as a full team', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    const { leader, invited, invitation, application } = await teamOfThree(t);
    await setTargetMax(admin, 3);

    const confirmed = await invited.client.post(`/api/applications/${invitation.id}/confirm`);
    expect(confirmed.status).toBe(409);
    expect(confirmed.body).toMatchObject({ code: 'teams.full' });
    const accepted = await leader.client.put(`/api/applications/${application.id}/status`, {
      status: 'accepted',
    });
    expect(accepted.status).toBe(409);
    expect(accepted.body).toMatchObject({ code: 'teams.full' });
    const idea = await leader.client.get(`/api/ideas/${leader.idea.id}`);
    expect(idea.body).toMatchObject({ memberCount: 3 });
  });

  it('gives every student the saved target with the window, so the web shows a team full by it', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    const { client: student } = await createSignedInUser(t);
    await setTargetMax(admin, 4);
    const window = await student.get('/api/formation');
    expect(window.status).toBe(200);
    expect(window.body).toMatchObject({ deadline: null, target: { min: 2, max: 4 } });
  });

  // Not locked against each other: the outcome is one of the two orders (docs/rules/formation.md).
  it('a confirm racing a lowered target: the team ends at most one above it, and takes no one more', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    await setTargetMax(admin, 4);
    const { leader, invited, invitation } = await teamOfThree(t);
    const [confirmed, lowered] = await Promise.all([
      invited.client.post(`/api/applications/${invitation.id}/confirm`),
      admin.put('/api/admin/formation', { deadline: null, target: { min: 2, max: 3 } }),
    ]);
    expect(lowered.status).toBe(200);
    expect([200, 409]).toContain(confirmed.status);
    const size = confirmed.status === 200 ? 4 : 3;
    const idea = await leader.client.get(`/api/ideas/${leader.idea.id}`);
    expect(idea.body).toMatchObject({ memberCount: size });
    const late = await createSignedInUser(t);
    const applied = await late.client.post('/api/applications', { ideaId: leader.idea.id });
    expect(applied.status).toBe(409);
    expect(applied.body).toMatchObject({ code: 'teams.full' });
    expect((await leader.client.get(`/api/ideas/${leader.idea.id}`)).body).toMatchObject({
      memberCount: size,
    });
  });

  it('refuses a leader’s limit above the target maximum on create and update, with the field', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    await setTargetMax(admin, 4);
    const student = await createSignedInUser(t);
    const above = await student.client.post('/api/ideas', ideaInput({ maxMembers: 5 }));
    expect(above.status).toBe(400);
    expect(above.body).toMatchObject({
      ...sizeAboveTarget(4),
      errors: { maxMembers: sizeAboveTarget(4) },
    });

    // No limit of one's own stays allowed: the target caps the team all the same.
    const unlimited = await createLeader(t, {}, { maxMembers: null });
    expect(unlimited.idea.maxMembers).toBeNull();
    const atTarget = await createLeader(t, {}, { maxMembers: 4 });
    expect(atTarget.idea.maxMembers).toBe(4);
    const raised = await atTarget.client.put(`/api/ideas/${atTarget.idea.id}`, { maxMembers: 5 });
    expect(raised.status).toBe(400);
    expect(raised.body).toMatchObject({ errors: { maxMembers: sizeAboveTarget(4) } });
  });
});

// A database of its own: the target saved above stays for the rest of its file.
describe('without a target', () => {
  const t = useTestApp();

  it('changes nothing', async () => {
    // The default target the console shows is no rule: the window gives none.
    const { client: viewer } = await createSignedInUser(t);
    expect((await viewer.get('/api/formation')).body).toMatchObject({ target: null });
    const { leader, invited, invitation, application } = await teamOfThree(t);
    expect((await invited.client.post(`/api/applications/${invitation.id}/confirm`)).status).toBe(
      200,
    );
    const accepted = await leader.client.put(`/api/applications/${application.id}/status`, {
      status: 'accepted',
    });
    expect(accepted.status).toBe(200);
    const student = await createSignedInUser(t);
    const big = await student.client.post('/api/ideas', ideaInput({ maxMembers: 20 }));
    expect(big.status).toBe(201);
  });
});
