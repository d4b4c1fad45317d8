import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import {
  applications,
  ideas,
  notifications,
  sessions,
  teamMembers,
  teams,
  users,
} from '../../../src/server/db/schema.ts';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, createUser, signIn, insertTeam } from '../../support/factories.ts';

let admin: Awaited<ReturnType<typeof createSignedInUser>>;
const t = useTestApp();
beforeAll(async () => {
  admin = await createSignedInUser(t, { gender: 'male', isAdmin: true });
});

const notificationsOf = (userId: string) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('DELETE /api/admin/users/{id}', () => {
  it('removes a leader with all their data, dissolves their team and tells the members', async () => {
    const leader = await createSignedInUser(t, { gender: 'female' });
    const [m1, m2] = [
      await createUser(t, { gender: 'female' }),
      await createUser(t, { gender: 'female' }),
    ];
    const { idea, team } = await insertTeam(t, leader.user, [m1!, m2!]);
    const other = await insertTeam(t, await createUser(t, { gender: 'female' }));
    await t.db.insert(applications).values({ ideaId: other.idea.id, applicantId: leader.user.id });
    const applicant = await createUser(t, { gender: 'female' });
    await t.db.insert(applications).values({ ideaId: idea.id, applicantId: applicant.id });
    await t.db
      .insert(notifications)
      .values({ userId: leader.user.id, type: 'info', message: 'Hello' });

    const res = await admin.client.delete(`/api/admin/users/${leader.user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: 'admin.userDeleted',
      message: 'User deleted successfully. They must re-register to access the system.',
    });

    expect(await t.db.select().from(users).where(eq(users.id, leader.user.id))).toEqual([]);
    expect(await t.db.select().from(ideas).where(eq(ideas.id, idea.id))).toEqual([]);
    expect(await t.db.select().from(teams).where(eq(teams.id, team.id))).toEqual([]);
    expect(
      await t.db
        .select()
        .from(teamMembers)
        .where(inArray(teamMembers.userId, [leader.user.id, m1!.id, m2!.id])),
    ).toEqual([]);
    const leftover = await queryRows<{ n: number }>(
      t.db,
      sql`select (select count(*) from ${applications} where ${applications.applicantId} = ${leader.user.id}
              or ${applications.ideaId} = ${idea.id})::int
            + (select count(*) from ${notifications} where ${notifications.userId} = ${leader.user.id})::int
            + (select count(*) from ${sessions} where ${sessions.userId} = ${leader.user.id})::int as n`,
    );
    expect(leftover[0]!.n).toBe(0);

    for (const member of [m1!, m2!]) {
      const inbox = await notificationsOf(member.id);
      expect(inbox).toHaveLength(1);
      expect(inbox[0]!.message).toContain(idea.title);
      expect(inbox[0]!.isRead).toBe(false);
    }
    // The other team is untouched and the deleted user's session no longer works.
    expect(await t.db.select().from(teams).where(eq(teams.id, other.team.id))).toHaveLength(1);
    const stale = await leader.client.get('/api/profile');
    expect(stale.status).toBe(401);
  });

  it('frees the e-mail: the same address can be used for a new account', async () => {
    const gone = await createUser(t, { gender: 'male' });
    expect((await admin.client.delete(`/api/admin/users/${gone.id}`)).status).toBe(200);
    const again = await createUser(t, { gender: 'male', email: gone.email });
    expect(again.id).not.toBe(gone.id);
    const client = await signIn(t, again);
    expect((await client.get('/api/profile')).body.email).toBe(gone.email);
  });

  it('tells the leader when the deleted user was a member of their team', async () => {
    const leader = await createUser(t, { gender: 'male' });
    const member = await createUser(t, { gender: 'male', name: 'Khalid Member' });
    const stays = await createUser(t, { gender: 'male' });
    const { idea, team } = await insertTeam(t, leader, [member, stays]);

    const res = await admin.client.delete(`/api/admin/users/${member.id}`);
    expect(res.status).toBe(200);

    const remaining = await t.db
      .select({ userId: teamMembers.userId, role: teamMembers.role })
      .from(teamMembers)
      .where(eq(teamMembers.teamId, team.id));
    expect(remaining).toHaveLength(2);
    expect(remaining).toEqual(
      expect.arrayContaining([
        { userId: leader.id, role: 'creator' },
        { userId: stays.id, role: 'member' },
      ]),
    );
    const inbox = await notificationsOf(leader.id);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.message).toContain('Khalid Member');
    expect(inbox[0]!.message).toContain(idea.title);
    expect(await notificationsOf(stays.id)).toEqual([]);
  });

  it('answers 404 the second time and leaves other users alone', async () => {
    const target = await createUser(t, { gender: 'female' });
    const bystander = await createUser(t, { gender: 'female' });
    expect((await admin.client.delete(`/api/admin/users/${target.id}`)).status).toBe(200);
    const again = await admin.client.delete(`/api/admin/users/${target.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ code: 'users.notFound', message: 'User not found' });
    expect(await t.db.select().from(users).where(eq(users.id, bystander.id))).toHaveLength(1);
  });

  it('lets another admin be deleted, and their session ends with it', async () => {
    const other = await createSignedInUser(t, { gender: 'female', isAdmin: true });
    expect((await other.client.get('/api/admin/stats')).status).toBe(200);
    expect((await admin.client.delete(`/api/admin/users/${other.user.id}`)).status).toBe(200);
    expect((await other.client.get('/api/admin/stats')).status).toBe(401);
  });

  it('changes nothing when any step fails: it is one transaction', async () => {
    // A trigger makes the final row delete fail after the team was dissolved and members told.
    await t.db.execute(sql`create or replace function refuse_user_delete() returns trigger as $$
      begin
        if old.email like 'undeletable-%' then raise exception 'refused by test'; end if;
        return old;
      end $$ language plpgsql`);
    await t.db.execute(sql`create trigger refuse_user_delete before delete on users
      for each row execute function refuse_user_delete()`);
    try {
      const leader = await createUser(t, { email: `undeletable-${Date.now()}@uni.test` });
      const member = await createUser(t);
      const { idea } = await insertTeam(t, leader, [member]);

      const res = await admin.client.delete(`/api/admin/users/${leader.id}`);
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('Something went wrong. Please try again.');
      expect(await t.db.select().from(users).where(eq(users.id, leader.id))).toHaveLength(1);
      expect(await t.db.select().from(ideas).where(eq(ideas.id, idea.id))).toHaveLength(1);
      expect(
        await t.db.select().from(teamMembers).where(eq(teamMembers.userId, member.id)),
      ).toHaveLength(1);
      expect(await notificationsOf(member.id)).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger refuse_user_delete on users`);
    }
  });
});
