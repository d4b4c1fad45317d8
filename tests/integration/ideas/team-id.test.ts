import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, createUser, insertTeam } from '../../support/factories.ts';

// GET /api/ideas/team-id: the create form's proposal and its check as the student types, within
// the student's gender only (docs/decisions/0012-team-ids-per-gender.md). Each test uses its own
// gender's first IDs, so the file's tests share the database without meeting.

const t = useTestApp();

describe('GET /api/ideas/team-id', () => {
  it("proposes the lowest free Team ID of the asker's gender and says whether one is taken", async () => {
    const { client } = await createSignedInUser(t, { gender: 'female' });
    const before = await client.get('/api/ideas/team-id');
    expect(before.status).toBe(200);
    const first = before.body.next as string;
    expect(first).toMatch(/^M\d{3}$/);
    expect(before.body.taken).toBe(false);

    await insertTeam(t, await createUser(t, { gender: 'female' }), [], { teamId: first });
    const after = await client.get(`/api/ideas/team-id?value=${first.toLowerCase()}`);
    expect(after.status).toBe(200);
    expect(after.body.taken).toBe(true);
    expect(after.body.next).not.toBe(first);
    expect(after.body.next).toMatch(/^M\d{3}$/);

    // The proposal is accepted as it is.
    const created = await client.post('/api/ideas', {
      title: 'Proposed ID',
      description: 'Takes the proposed Team ID.',
      teamId: after.body.next,
      tags: '',
      requiredMajors: 'CS',
      requiredSkills: '',
      allowCrossMajor: false,
      isHidden: false,
    });
    expect(created.status).toBe(201);
  });

  it("reveals nothing about the other gender's Team IDs", async () => {
    const { client: man } = await createSignedInUser(t, { gender: 'male' });
    const { client: woman } = await createSignedInUser(t, { gender: 'female' });
    const free = (await woman.get('/api/ideas/team-id')).body.next as string;
    await insertTeam(t, await createUser(t, { gender: 'male' }), [], { teamId: free });
    const asked = await woman.get(`/api/ideas/team-id?value=${free}`);
    expect(asked.body).toEqual({ next: free, taken: false });
    expect((await man.get(`/api/ideas/team-id?value=${free}`)).body.taken).toBe(true);
  });

  it('refuses a value longer than a Team ID, and a caller who is not signed in', async () => {
    const { client } = await createSignedInUser(t);
    const long = await client.get('/api/ideas/team-id?value=M00001');
    expect(long.status).toBe(400);
    expect(long.body.code).toBeTruthy();
    expect((await t.client().get('/api/ideas/team-id')).status).toBe(401);
  });
});
