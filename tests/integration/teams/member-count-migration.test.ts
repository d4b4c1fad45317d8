import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { runMigrations } from '../../../src/server/db/migrate.ts';
import { useDatabaseBefore } from '../../support/migrations.ts';

// The migration that stores each team's size (docs/decisions/0060) on a database holding teams
// from before it: every team gets the count of its members, and the triggers keep it from then.

const old = useDatabaseBefore('0013_team_member_count');

/** Each team's stored size beside its count of members, by its idea's team ID. */
async function sizes() {
  return queryRows<{ team: string; stored: number; counted: number }>(
    old.database.db,
    sql`select i.team_id as team, t.member_count as stored,
        (select count(*)::int from team_members m where m.team_id = t.id) as counted
      from teams t join ideas i on i.id = t.idea_id order by i.team_id`,
  );
}

describe('migration 0013_team_member_count', () => {
  it('gives every team the count of its members, and keeps it after', async () => {
    // Six students: M001 led by the first with the next three as members, M002 by the fifth
    // alone, M003 by the sixth with no membership row at all (the migration counts what is there).
    await old.database.db.execute(sql`
      insert into users (email, password_hash, name, major, phone, gender, is_verified)
      select 'old' || n || '@uni.test', 'x', 'Old ' || n, 'CS', '0551234567', 'male', true
      from generate_series(1, 6) as n`);
    await old.database.db.execute(sql`
      insert into ideas (creator_id, title, description, team_id, gender, required_majors)
      select u.id, 'Idea ' || x.team, 'About ' || x.team, x.team, 'male', 'CS'
      from (values ('M001', 'old1@uni.test'), ('M002', 'old5@uni.test'), ('M003', 'old6@uni.test'))
        as x(team, email) join users u on u.email = x.email`);
    await old.database.db.execute(sql`
      insert into teams (idea_id, leader_id) select id, creator_id from ideas`);
    await old.database.db.execute(sql`
      insert into team_members (team_id, user_id, role)
      select t.id, u.id, case when u.id = t.leader_id then 'creator' else 'member' end
      from users u join teams t on t.idea_id = (select id from ideas where team_id =
        case when u.email = 'old5@uni.test' then 'M002' else 'M001' end)
      where u.email <> 'old6@uni.test'`);

    await runMigrations(old.database);

    expect(await sizes()).toEqual([
      { team: 'M001', stored: 4, counted: 4 },
      { team: 'M002', stored: 1, counted: 1 },
      { team: 'M003', stored: 0, counted: 0 },
    ]);
    await old.database.db.execute(sql`
      delete from team_members where user_id = (select id from users where email = 'old2@uni.test')`);
    await old.database.db.execute(sql`
      insert into team_members (team_id, course_id, user_id, role)
      select t.id, t.course_id, u.id, 'member' from teams t join ideas i on i.id = t.idea_id, users u
      where i.team_id = 'M003' and u.email = 'old2@uni.test'`);
    expect(await sizes()).toEqual([
      { team: 'M001', stored: 3, counted: 3 },
      { team: 'M002', stored: 1, counted: 1 },
      { team: 'M003', stored: 1, counted: 1 },
    ]);
  });
});
