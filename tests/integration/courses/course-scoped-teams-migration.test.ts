import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { runMigrations } from '../../../src/server/db/migrate.ts';
import { useDatabaseBefore } from '../../support/migrations.ts';

// Migration 0026: the single pool's ideas, teams and memberships move into the default course,
// and each rule of one holds per course from then on.

const constraintOf = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => {
      const err = e as { constraint?: string; cause?: { constraint?: string } };
      return err.constraint ?? err.cause?.constraint ?? String(e);
    },
  );

describe('migration 0026_course_scoped_teams', () => {
  const before = useDatabaseBefore('0026_course_scoped_teams');

  it('puts every idea, team and membership in the default course, and scopes the rules by course', async () => {
    const { db } = before.database;
    const [leader, member] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (email, password_hash, name, major, phone, gender, is_verified)
        values ('lead@uni.test', 'x', 'Lead', 'CS', '0551234567', 'male', true),
          ('member@uni.test', 'x', 'Member', 'CS', '0551234567', 'male', true)
        returning id`,
    );
    const [idea] = await queryRows<{ id: string }>(
      db,
      sql`insert into ideas (creator_id, title, description, team_id, gender, required_majors)
        values (${leader!.id}, 'Old idea', 'From the single pool', 'M001', 'male', 'CS')
        returning id`,
    );
    const [team] = await queryRows<{ id: string }>(
      db,
      sql`insert into teams (idea_id, leader_id) values (${idea!.id}, ${leader!.id}) returning id`,
    );
    await db.execute(sql`insert into team_members (team_id, user_id, role)
      values (${team!.id}, ${leader!.id}, 'creator'), (${team!.id}, ${member!.id}, 'member')`);

    await runMigrations(before.database);

    const [course] = await queryRows<{ id: string }>(
      db,
      sql`select id from courses where is_default`,
    );
    const placed = await queryRows<{ kind: string; course_id: string }>(
      db,
      sql`select 'idea' as kind, course_id from ideas
        union all select 'team', course_id from teams
        union all select 'member', course_id from team_members order by 1`,
    );
    expect(placed).toEqual([
      { kind: 'idea', course_id: course!.id },
      { kind: 'member', course_id: course!.id },
      { kind: 'member', course_id: course!.id },
      { kind: 'team', course_id: course!.id },
    ]);
    const [size] = await queryRows<{ member_count: number }>(
      db,
      sql`select member_count from teams where id = ${team!.id}`,
    );
    expect(size?.member_count).toBe(2);

    // In a second course the member may lead an idea with the same Team ID, while staying in
    // the first course's team.
    const [other] = await queryRows<{ id: string }>(
      db,
      sql`insert into courses (code, name) values ('CS 491', 'Senior Project') returning id`,
    );
    const [second] = await queryRows<{ id: string }>(
      db,
      sql`insert into ideas (creator_id, course_id, title, description, team_id, gender, required_majors)
        values (${member!.id}, ${other!.id}, 'New idea', 'In another course', 'M001', 'male', 'CS')
        returning id`,
    );
    const [secondTeam] = await queryRows<{ id: string }>(
      db,
      sql`insert into teams (idea_id, course_id, leader_id)
        values (${second!.id}, ${other!.id}, ${member!.id}) returning id`,
    );
    await db.execute(sql`insert into team_members (team_id, course_id, user_id, role)
      values (${secondTeam!.id}, ${other!.id}, ${member!.id}, 'creator')`);

    // Within one course: one idea per creator, one Team ID per gender, one team per user.
    expect(
      await constraintOf(
        db.execute(sql`insert into ideas (creator_id, course_id, title, description, team_id,
            gender, required_majors)
          values (${leader!.id}, ${course!.id}, 'Again', 'Again', 'M002', 'male', 'CS')`),
      ),
    ).toBe('ideas_course_creator_unique');
    expect(
      await constraintOf(
        db.execute(sql`insert into ideas (creator_id, course_id, title, description, team_id,
            gender, required_majors)
          values (${leader!.id}, ${other!.id}, 'Taken', 'Taken', 'M001', 'male', 'CS')`),
      ),
    ).toBe('ideas_course_gender_team_id_unique');
    // The first course's leader joins the second course's team, and no other team there.
    await db.execute(sql`insert into team_members (team_id, course_id, user_id, role)
      values (${secondTeam!.id}, ${other!.id}, ${leader!.id}, 'member')`);
    const [third] = await queryRows<{ id: string }>(
      db,
      sql`insert into users (email, password_hash, name, major, phone, gender, is_verified)
        values ('third@uni.test', 'x', 'Third', 'CS', '0551234567', 'male', true) returning id`,
    );
    const [thirdIdea] = await queryRows<{ id: string }>(
      db,
      sql`insert into ideas (creator_id, course_id, title, description, team_id, gender, required_majors)
        values (${third!.id}, ${other!.id}, 'Third idea', 'Third', 'M002', 'male', 'CS')
        returning id`,
    );
    const [thirdTeam] = await queryRows<{ id: string }>(
      db,
      sql`insert into teams (idea_id, course_id, leader_id)
        values (${thirdIdea!.id}, ${other!.id}, ${third!.id}) returning id`,
    );
    expect(
      await constraintOf(
        db.execute(sql`insert into team_members (team_id, course_id, user_id, role)
          values (${thirdTeam!.id}, ${other!.id}, ${leader!.id}, 'member')`),
      ),
    ).toBe('team_members_course_user_unique');
    // A team's course is its idea's, and a membership's its team's.
    expect(
      await constraintOf(
        db.execute(sql`insert into team_members (team_id, course_id, user_id, role)
          values (${team!.id}, ${other!.id}, ${third!.id}, 'member')`),
      ),
    ).toBe('team_members_team_course_fk');
    await db.execute(sql`delete from teams where id = ${thirdTeam!.id}`);
    expect(
      await constraintOf(
        db.execute(sql`insert into teams (idea_id, course_id, leader_id)
          values (${thirdIdea!.id}, ${course!.id}, ${third!.id})`),
      ),
    ).toBe('teams_idea_course_fk');
  });
});
