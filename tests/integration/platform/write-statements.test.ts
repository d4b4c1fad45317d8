import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db, Tx } from '../../../src/server/db/client.ts';
import { statementFor } from '../../../src/server/db/prepared.ts';
import { formationSettings, teamMembers, teams, users } from '../../../src/server/db/schema.ts';
import { sqlState } from '../../../src/server/lib/errors.ts';
import { createTestDatabase, testEngine } from '../../support/database.ts';

// The write path's statements are built once and run on whichever transaction asks
// (docs/decisions/0115-write-statements-built-once.md): each must run on that transaction's own
// connection, or its locks and writes would escape the transaction.

const insertDeadline = statementFor((db) =>
  db
    .insert(formationSettings)
    .values({ id: 1, deadline: sql`${sql.placeholder('deadline')}`, targetMin: 3, targetMax: 5 })
    .returning({ deadline: formationSettings.deadline }),
);

const deadline = statementFor((db) =>
  db
    .select({ deadline: formationSettings.deadline })
    .from(formationSettings)
    .where(eq(formationSettings.id, 1)),
);

const userWithTeam = (db: Db | Tx) =>
  db
    .select({ name: users.name, team: { id: teams.id, leaderId: teams.leaderId } })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .leftJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(eq(users.id, sql.placeholder('id')));
const userWithTeamStatement = statementFor(userWithTeam);

describe(`statements built once, on ${testEngine}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("runs in the caller's transaction: sees its own write and is rolled back with it", async () => {
    const at = '2030-01-01T00:00:00.000Z';
    const rollback = new Error('roll back');
    await expect(
      database.db.transaction(async (tx) => {
        const [row] = await insertDeadline(tx, { deadline: at });
        expect(row!.deadline?.toISOString()).toBe(at);
        expect(await deadline(tx, {})).toHaveLength(1);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await deadline(database.db, {})).toEqual([]);
  });

  it.runIf(testEngine === 'postgres')(
    "holds its row lock on the transaction's connection until that transaction ends",
    async () => {
      await database.db
        .insert(formationSettings)
        .values({ id: 1, targetMin: 3, targetMax: 5 })
        .onConflictDoNothing();
      const lockSettings = statementFor((db) =>
        db.select().from(formationSettings).where(eq(formationSettings.id, 1)).for('update'),
      );
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const first = database.db.transaction(async (tx) => {
        await lockSettings(tx, {});
        locked();
        await held;
      });
      await lockTaken;
      // A second transaction waits for the first one's lock, until its lock timeout refuses it.
      const refused = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '200ms'`);
          await lockSettings(tx, {});
        })
        .then(
          () => null,
          (error: unknown) => sqlState(error),
        );
      release();
      await first;
      expect(refused).toBe('55P03');
    },
  );

  it('answers a left-joined group as null when its row is missing, as drizzle does', async () => {
    const [user] = await database.db
      .insert(users)
      .values({
        name: 'Lone Student',
        email: 'lone@example.edu',
        passwordHash: 'x',
        major: 'Computer Science',
        phone: '0500000000',
        gender: 'female',
      })
      .returning({ id: users.id });
    const answer = await userWithTeamStatement(database.db, { id: user!.id });
    expect(answer).toEqual([{ name: 'Lone Student', team: null }]);
    expect(answer).toEqual(await userWithTeam(database.db).execute({ id: user!.id }));
  });
});
