import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createLeader, createSignedInUser, createTeam } from '../../support/factories.ts';
import { applyProposal, propose } from '../../support/placement.ts';

// The audit log as the coordinator reads it: who did what and when, newest first
// (docs/rules/roles-and-visibility.md).
const t = useTestApp();

interface Entry {
  action: string;
  actor: { name: string } | null;
  user: { id: string; name: string } | null;
  idea: { title: string; teamId: string } | null;
  details: Record<string, unknown>;
}

describe('GET /api/admin/audit', () => {
  it('lists every coordinator action, newest first, with who, on whom and which team', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true, gender: 'female', name: 'Huda' });
    const other = await createSignedInUser(t, { name: 'Sami' });
    const leader = await createLeader(t, {}, { title: 'Kiln', allowCrossMajor: true });
    const { member, idea } = await createTeam(t, { idea: { title: 'Raft' } });
    const formation = { deadline: null, target: { min: 2, max: 6 } };
    expect((await admin.client.put('/api/admin/formation', formation)).status).toBe(200);
    const proposal = await propose(admin.client);
    expect((await applyProposal(admin.client, proposal.id, { assignments: [] })).status).toBe(200);
    const members = `/api/admin/teams/${leader.idea.id}/members`;
    expect((await admin.client.post(members, { studentId: other.user.id })).status).toBe(200);
    const removal = `/api/admin/teams/${idea.id}/members/${member.user.id}`;
    expect((await admin.client.delete(removal)).status).toBe(200);
    const grant = `/api/admin/users/${member.user.id}`;
    expect((await admin.client.put(grant, { isAdmin: true })).status).toBe(200);
    expect((await admin.client.put(grant, { isAdmin: false })).status).toBe(200);

    const res = await admin.client.get('/api/admin/audit');
    expect(res.status).toBe(200);
    const entries = res.body as Entry[];
    expect(entries.map((e) => e.action)).toEqual([
      'revoke_admin',
      'grant_admin',
      'remove_member',
      'add_member',
      'apply_placement',
      'propose_placement',
      'set_formation',
    ]);
    for (const entry of entries) expect(entry.actor?.name).toBe('Huda');
    const [revoke, , removed, added, applied, proposed, settings] = entries;
    expect(revoke?.user?.name).toBe(member.user.name);
    expect(removed).toMatchObject({ user: { name: member.user.name }, idea: { title: 'Raft' } });
    expect(added).toMatchObject({
      user: { name: 'Sami' },
      idea: { title: 'Kiln', teamId: leader.idea.teamId },
      details: { majorOverridden: false },
    });
    expect(applied?.details).toMatchObject({ placed: 0 });
    expect(proposed?.details).toHaveProperty('placed');
    expect(settings?.details).toMatchObject({ target: { min: 2, max: 6 } });
  });

  it('pages with a cursor in a header, and refuses one it did not make', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true, gender: 'female' });
    const first = await admin.client.get('/api/admin/audit?limit=3');
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(3);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const rest = await admin.client.get(`/api/admin/audit?limit=100&cursor=${cursor}`);
    expect(rest.body).toHaveLength(4);
    const ids = [...first.body, ...rest.body].map((e: { id: string }) => e.id);
    expect(new Set(ids).size).toBe(7);
    expect(rest.headers.get('x-next-cursor')).toBeNull();
    const bad = await admin.client.get('/api/admin/audit?cursor=nonsense');
    expect(bad.status).toBe(400);
  });

  it('is for admins only', async () => {
    const student = await createSignedInUser(t);
    expect((await student.client.get('/api/admin/audit')).status).toBe(403);
    expect((await student.client.get('/api/admin/export/audit.csv')).status).toBe(403);
  });
});

describe('GET /api/admin/export/audit.csv', () => {
  it('downloads every row, newest first, as the console lists them', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true, gender: 'female', name: 'Huda' });
    const res = await admin.client.get('/api/admin/export/audit.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/teamup-audit-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When,Admin,Action,User,Team ID,Idea title,Details');
    expect(lines).toHaveLength(8);
    expect(lines[1]).toMatch(/^\d{4}-.*,Huda,revoke_admin,/);
    expect(lines.at(-1)).toMatch(/,Huda,set_formation,,,,/);
  });
});
