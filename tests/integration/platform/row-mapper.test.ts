import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { scaledSizes, seedUniversity, sessionToken, userId } from '../../../bench/seed.ts';
import { preparedFor } from '../../../src/server/db/prepared.ts';
import type { PreparedInternals } from '../../../src/server/db/row-mapper.ts';
import { notifications, teamMembers, teams, users } from '../../../src/server/db/schema.ts';
import {
  hashToken,
  sessionLookupValues,
  sessionUserStatement,
} from '../../../src/server/domain/sessions.ts';
import { ideaListCall } from '../../../src/server/modules/ideas/list.ts';
import { useTestApp } from '../../support/app.ts';

// Prepared selects map their rows with a mapper compiled once (docs/decisions/0066): the same
// objects as drizzle's own mapping, on the app's real statements over a seeded university (every
// column type the hot reads select, nested objects, SQL fields with and without a decoder), and
// a select with an outer join left to drizzle, which turns a missing row into null.

const salt = 'row-mapper-test';
const sizes = scaledSizes(0.05);
const t = useTestApp();
beforeAll(async () => {
  await seedUniversity(t.db, sizes, salt);
}, 120_000);

type Internals = PreparedInternals & {
  execute(values?: Record<string, unknown>): Promise<unknown[]>;
};

/** The statement's rows by the compiled mapper, then by drizzle's, which must agree. */
async function bothWays(statement: unknown, values: Record<string, unknown>) {
  const prepared = statement as Internals;
  const compiled = prepared.customResultMapper;
  expect(compiled, 'the compiled mapper is installed').toBeTypeOf('function');
  const ours = await prepared.execute(values);
  prepared.customResultMapper = undefined;
  try {
    const drizzles = await prepared.execute(values);
    expect(ours.length).toBeGreaterThan(0);
    expect(ours).toEqual(drizzles);
    return ours;
  } finally {
    prepared.customResultMapper = compiled;
  }
}

const viewerOf = async (u: number) => {
  const [viewer] = await t.db
    .select()
    .from(users)
    .where(eq(users.id, userId(u)));
  return viewer!;
};

describe('compiled row mappers', () => {
  it('map a page of ideas as drizzle does, counts and flags included', async () => {
    for (const u of [1, 80, 300]) {
      const viewer = await viewerOf(u);
      const call = ideaListCall(t.db, viewer, { limit: 50 });
      const rows = (await bothWays(call.statement, call.values)) as Array<{
        memberCount: number;
        createdAt: Date;
      }>;
      expect(typeof rows[0]!.memberCount).toBe('number');
      expect(rows[0]!.createdAt).toBeInstanceOf(Date);
    }
  });

  it('build the nested user of a session lookup as drizzle does', async () => {
    const values = sessionLookupValues(hashToken(sessionToken(salt, 7)), new Date());
    const [row] = (await bothWays(sessionUserStatement(t.db), values)) as Array<{
      user: { id: string };
    }>;
    expect(row!.user.id).toBe(userId(7));
  });

  it('map every column of a table selected whole', async () => {
    const statement = preparedFor((db) =>
      db
        .select()
        .from(notifications)
        .orderBy(desc(notifications.createdAt))
        .limit(sql.placeholder('limit'))
        .prepare('row_mapper_notifications'),
    )(t.db);
    await bothWays(statement, { limit: 200 });
  });

  it('leave a select with an outer join to drizzle, which answers null for a missing row', async () => {
    const statement = preparedFor((db) =>
      db
        .select({ id: users.id, team: { id: teams.id, size: teams.memberCount } })
        .from(users)
        .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
        .leftJoin(teams, eq(teams.id, teamMembers.teamId))
        .where(eq(users.id, sql.placeholder('id')))
        .prepare('row_mapper_outer_join'),
    )(t.db);
    expect((statement as unknown as Internals).customResultMapper).toBeUndefined();
    // Past the leaders and the members, the seed's students are in no team.
    const free = sizes.ideas + sizes.members + 5;
    expect(await statement.execute({ id: userId(free) })).toEqual([
      { id: userId(free), team: null },
    ]);
  });
});
