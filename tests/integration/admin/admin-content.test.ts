import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AdminIdeaSchema, AdminTeamSchema } from '@contract/admin.ts';
import { queryRows } from '../../../src/server/db/client.ts';
import { applications, ideas, notifications, teams } from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, createUser, insertTeam } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

let admin: Awaited<ReturnType<typeof createSignedInUser>>;
const t = useTestApp();
beforeAll(async () => {
  admin = await createSignedInUser(t, { gender: 'female', isAdmin: true });
});

const someId = '00000000-0000-4000-8000-000000000000';

describe('GET /api/admin/ideas', () => {
  it('lists every idea, hidden or of either gender, with its creator', async () => {
    const male = await createUser(t, { gender: 'male', major: 'ME', name: 'Male Creator' });
    const { idea } = await insertTeam(t, male, [], {
      isHidden: true,
      tags: 'ai,web',
      requiredMajors: 'CS,EE',
    });
    const ids = await walk(admin.client, '/api/admin/ideas?limit=1');
    const total = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ideas`);
    expect(ids).toHaveLength(total[0]!.n);
    expect(new Set(ids).size).toBe(ids.length);

    const res = await admin.client.get('/api/admin/ideas');
    expect(res.status).toBe(200);
    const row = res.body.find((i: { id: string }) => i.id === idea.id);
    expect(AdminIdeaSchema.strict().parse(row)).toEqual({
      id: idea.id,
      creatorId: male.id,
      title: idea.title,
      description: idea.description,
      teamId: idea.teamId,
      tags: 'ai,web',
      requiredMajors: 'CS,EE',
      requiredSkills: '',
      allowCrossMajor: false,
      kickedMemberIds: '',
      isActive: true,
      isHidden: true,
      createdAt: idea.createdAt.toISOString(),
      maxMembers: null,
      memberCount: 1,
      creator: { name: 'Male Creator', major: 'ME', email: male.email },
    });
  });
});

describe('PUT /api/admin/ideas/{id}', () => {
  it('hides and shows an idea and answers it', async () => {
    const { idea } = await insertTeam(t, await createUser(t));
    const hide = await admin.client.put(`/api/admin/ideas/${idea.id}`, { isHidden: true });
    expect(hide.status).toBe(200);
    expect(hide.body).toMatchObject({ id: idea.id, isHidden: true, creator: { major: 'CS' } });
    const [hidden] = await t.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(hidden?.isHidden).toBe(true);

    const show = await admin.client.put(`/api/admin/ideas/${idea.id}`, { isHidden: false });
    expect(show.body.isHidden).toBe(false);
  });

  it('refuses other fields and bad values with 400, unknown ideas with 404', async () => {
    const { idea } = await insertTeam(t, await createUser(t));
    for (const body of [{}, { isHidden: 'yes' }, { isHidden: true, title: 'Hacked' }]) {
      expect((await admin.client.put(`/api/admin/ideas/${idea.id}`, body)).status).toBe(400);
    }
    const [row] = await t.db.select().from(ideas).where(eq(ideas.id, idea.id));
    expect(row).toMatchObject({ title: idea.title, isHidden: false });
    const missing = await admin.client.put(`/api/admin/ideas/${someId}`, { isHidden: true });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: 'ideas.notFound', message: 'Idea not found' });
  });
});

describe('DELETE /api/admin/ideas/{id}', () => {
  it('dissolves the team, frees the members and tells the creator and members', async () => {
    const creator = await createSignedInUser(t, { gender: 'male' });
    const member = await createSignedInUser(t, { gender: 'male' });
    const { idea, team } = await insertTeam(t, creator.user, [member.user]);
    const applicant = await createUser(t, { gender: 'male' });
    await t.db.insert(applications).values({ ideaId: idea.id, applicantId: applicant.id });

    const res = await admin.client.delete(`/api/admin/ideas/${idea.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 'ideas.deleted', message: 'Idea deleted successfully' });

    expect(await t.db.select().from(ideas).where(eq(ideas.id, idea.id))).toEqual([]);
    expect(await t.db.select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    expect(await t.db.select().from(applications).where(eq(applications.ideaId, idea.id))).toEqual(
      [],
    );
    for (const person of [creator, member]) {
      const stats = await person.client.get('/api/dashboard/stats');
      expect(stats.body).toEqual({ teamStatus: null });
      const inbox = await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, person.user.id));
      expect(inbox).toHaveLength(1);
      expect(inbox[0]!.message).toContain(idea.title);
    }

    const again = await admin.client.delete(`/api/admin/ideas/${idea.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'ideas.notFound', message: 'Idea not found' });
  });
});

describe('GET /api/admin/teams', () => {
  it('lists every team with its idea and members (with the gender Arabic names them in), leader first', async () => {
    const leader = await createUser(t, { gender: 'female', name: 'Lina Leader' });
    const a = await createUser(t, { gender: 'female', name: 'Amal' });
    const b = await createUser(t, { gender: 'female', name: 'Basma' });
    const { idea, team } = await insertTeam(t, leader, [a, b]);

    const ids = await walk(admin.client, '/api/admin/teams?limit=2');
    const total = await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from teams`);
    expect(ids).toHaveLength(total[0]!.n);
    expect(new Set(ids).size).toBe(ids.length);

    const res = await admin.client.get('/api/admin/teams');
    expect(res.status).toBe(200);
    const row = AdminTeamSchema.strict().parse(
      res.body.find((x: { id: string }) => x.id === team.id),
    );
    expect(row).toEqual({
      id: team.id,
      createdAt: team.createdAt.toISOString(),
      idea: { id: idea.id, title: idea.title, description: idea.description, teamId: idea.teamId },
      gender: leader.gender,
      members: [
        {
          id: leader.id,
          name: 'Lina Leader',
          email: leader.email,
          role: 'creator',
          gender: 'female',
        },
        { id: a.id, name: 'Amal', email: a.email, role: 'member', gender: 'female' },
        { id: b.id, name: 'Basma', email: b.email, role: 'member', gender: 'female' },
      ],
    });
  });
});

describe('GET /api/admin/stats', () => {
  it('counts users, ideas and active teams, and follows changes', async () => {
    const count = async (query: ReturnType<typeof sql>) =>
      (await queryRows<{ n: number }>(t.db, query))[0]!.n;
    const read = async () => {
      const res = await admin.client.get('/api/admin/stats');
      expect(res.status).toBe(200);
      return res.body;
    };
    const before = await read();
    expect(before).toEqual({
      totalUsers: await count(sql`select count(*)::int as n from users`),
      totalIdeas: await count(sql`select count(*)::int as n from ideas`),
      activeTeams: await count(
        sql`select count(*)::int as n from teams join ideas on ideas.id = teams.idea_id where ideas.is_active`,
      ),
    });

    await createUser(t, { gender: 'male', isVerified: false });
    await insertTeam(t, await createUser(t, { gender: 'female' }));
    await insertTeam(t, await createUser(t, { gender: 'male' }), [], { isActive: false });
    expect(await read()).toEqual({
      totalUsers: before.totalUsers + 3,
      totalIdeas: before.totalIdeas + 2,
      activeTeams: before.activeTeams + 1,
    });
  });
});

async function walk(client: HttpClient, path: string): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 1000; guard++) {
    const res = await client.get(cursor ? `${path}&cursor=${cursor}` : path);
    expect(res.status).toBe(200);
    ids.push(...res.body.map((row: { id: string }) => row.id));
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) return ids;
  }
  throw new Error('pagination did not end');
}
