import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { apply, createLeader, createSignedInUser } from '../../support/factories.ts';

// GET /api/ideas/:id: what a shared idea link opens. The same gender rule as the list.

const t = useTestApp();

describe('GET /api/ideas/:id', () => {
  it('answers the idea as the browse list shows it to the viewer', async () => {
    const { idea } = await createLeader(
      t,
      { gender: 'female', major: 'CS' },
      { requiredMajors: 'SWE' },
    );
    const { client } = await createSignedInUser(t, { gender: 'female', major: 'CS' });
    const res = await client.get(`/api/ideas/${idea.id}`);
    expect(res.status).toBe(200);
    const listed = await client.get('/api/ideas');
    expect(res.body).toEqual(listed.body.find((i: { id: string }) => i.id === idea.id));
    // The viewer's own reason not to apply comes with it, as on the card.
    expect(res.body.applyBlockedReason).toBe('majorNotAccepted');
  });

  it("is not found for the other gender's idea, a hidden idea and an unknown id", async () => {
    const { idea } = await createLeader(t, { gender: 'male' });
    const { idea: hidden, client: owner } = await createLeader(
      t,
      { gender: 'female' },
      { isHidden: true },
    );
    const { client: female } = await createSignedInUser(t, { gender: 'female' });
    for (const id of [idea.id, hidden.id, randomUUID()]) {
      const res = await female.get(`/api/ideas/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'ideas.notFound' });
      // Nothing of the idea leaks in the refusal.
      expect(res.text).not.toContain(idea.title);
    }
    // Its owner still sees their hidden idea.
    expect((await owner.get(`/api/ideas/${hidden.id}`)).status).toBe(200);
  });

  it('refuses a malformed id with 400 and a signed-out visitor with 401', async () => {
    const { idea } = await createLeader(t);
    const { client } = await createSignedInUser(t);
    const bad = await client.get('/api/ideas/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBeTypeOf('string');
    expect((await t.client().get(`/api/ideas/${idea.id}`)).status).toBe(401);
  });

  it("says the viewer withdrew too often, so the link's button does not offer it again", async () => {
    const { idea } = await createLeader(t, { major: 'CS' });
    const { client } = await createSignedInUser(t, { major: 'CS' });
    for (const expected of [null, null, 'withdrawnTooOften']) {
      const application = await apply(client, idea.id);
      expect((await client.delete(`/api/applications/${application.id}`)).status).toBe(200);
      expect((await client.get(`/api/ideas/${idea.id}`)).body.applyBlockedReason).toBe(expected);
    }
  });
});
