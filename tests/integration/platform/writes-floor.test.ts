import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS, READ_FUNCTIONS } from '../../../bench/floor-writes-functions.ts';
import { STEPS } from '../../../bench/floor-writes-statements.ts';
import { queryRows } from '../../../src/server/db/client.ts';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  createLeader,
  createSignedInUser,
  decide,
  confirm,
} from '../../support/factories.ts';
import { statementsOfOneWrite } from '../../support/statements.ts';

// The bench's writes floor sends, through bare pg, the statements the app sends for apply,
// accept and confirm: if a service changes a statement, the floor must change with it, or the
// bench would compare the app with work it no longer does.
const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

/** Whitespace aside: the floor's texts are laid out for reading. */
const shape = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),])\s*/g, '$1')
    .trim();

const statementsOf = async (call: () => Promise<{ status: number }>, status: number) =>
  (await statementsOfOneWrite(t, call, status)).map(shape);

describe("the bench's writes floor", () => {
  it("sends the app's statements for apply, accept and confirm, in the app's order", async () => {
    const leader = await createLeader(t, { gender: 'male' }, { title: 'Floor' });
    const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
    let id = '';
    const apply = await statementsOf(async () => {
      const res = await student.client.post('/api/applications', { ideaId: leader.idea.id });
      id = res.body.id;
      return res;
    }, 201);
    const accept = await statementsOf(
      () => leader.client.put(`/api/applications/${id}/status`, { status: 'accepted' }),
      200,
    );
    const confirm = await statementsOf(
      () => student.client.post(`/api/applications/${id}/confirm`),
      200,
    );
    const floor = (step: keyof typeof STEPS) => STEPS[step].map((s) => shape(s.text));
    expect(floor('apply')).toEqual(apply);
    expect(floor('accept')).toEqual(accept);
    expect(floor('confirm')).toEqual(confirm);
  });

  // FLOOR_STEPS=functions measures the same statements sent as one call a step: the calls must
  // leave what the app's three steps leave, or the figure would be of other work.
  it('as one database call a step, leaves what the app leaves: membership, notices, e-mail jobs', async () => {
    for (const definition of FUNCTIONS) await t.db.execute(sql.raw(definition));
    const pair = async (title: string) => ({
      leader: await createLeader(t, { gender: 'male' }, { title }),
      student: await createSignedInUser(t, { gender: 'male', major: 'CS' }),
    });
    type Pair = Awaited<ReturnType<typeof pair>>;
    const traces = async ({ leader, student }: Pair) => {
      const who = (id: string) => (id === leader.user.id ? 'leader' : 'student');
      const own = (text: string) =>
        text
          .replaceAll(student.user.name, '<name>')
          .replaceAll(String(leader.idea.title), '<title>');
      const notices = await queryRows<{
        user_id: string;
        code: string;
        type: string;
        message: string;
        is_read: boolean;
      }>(
        t.db,
        sql`select user_id, code, type, message, is_read from notifications
            where user_id in (${leader.user.id}, ${student.user.id}) order by code`,
      );
      const jobs = await queryRows<{ user_id: string; code: string }>(
        t.db,
        sql`select user_id, code from email_outbox
            where user_id in (${leader.user.id}, ${student.user.id}) order by code`,
      );
      const members = await queryRows<{ user_id: string; role: string; count: number }>(
        t.db,
        sql`select m.user_id, m.role, t.member_count as count from team_members m
            join teams t on t.id = m.team_id where t.idea_id = ${leader.idea.id} order by m.role`,
      );
      return {
        notices: notices.map((n) => ({ ...n, user_id: who(n.user_id), message: own(n.message) })),
        jobs: jobs.map((j) => ({ ...j, user_id: who(j.user_id) })),
        members: members.map((m) => ({ ...m, user_id: who(m.user_id) })),
      };
    };

    const app = await pair('Through the app');
    const application = await apply(app.student.client, app.leader.idea.id);
    await decide(app.leader.client, application.id, 'accepted');
    await confirm(app.student.client, application.id);

    const calls = await pair('Through the calls');
    const [applied] = await queryRows<{ app: { id: string } }>(
      t.db,
      sql`select floor_apply(${calls.student.user.id}, ${calls.leader.idea.id}, '') as app`,
    );
    await t.db.execute(sql`select floor_accept(${calls.leader.user.id}, ${applied!.app.id})`);
    await t.db.execute(sql`select floor_confirm(${calls.student.user.id}, ${applied!.app.id})`);

    const expected = await traces(app);
    expect(expected.members).toHaveLength(2);
    expect(expected.notices.length).toBeGreaterThanOrEqual(3);
    expect(await traces(calls)).toEqual(expected);
  });

  it("as the halfway house, reads in one call what the floor's writes need", async () => {
    for (const definition of READ_FUNCTIONS) await t.db.execute(sql.raw(definition));
    const leader = await createLeader(t, { gender: 'male' }, { title: 'Read in one call' });
    const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
    const read = async <T>(query: ReturnType<typeof sql>) =>
      (await queryRows<{ r: T }>(t.db, query))[0]!.r;
    expect(
      await read(sql`select floor_apply_read(${student.user.id}, ${leader.idea.id}) as r`),
    ).toEqual({
      id: student.user.id,
      name: student.user.name,
      creatorId: leader.user.id,
      title: 'Read in one call',
    });
    const application = await apply(student.client, leader.idea.id);
    expect(await read(sql`select floor_accept_read(${application.id}) as r`)).toEqual({
      id: application.id,
      title: 'Read in one call',
    });
    await decide(leader.client, application.id, 'accepted');
    const team = await queryRows<{ id: string }>(
      t.db,
      sql`select id from teams where idea_id = ${leader.idea.id}`,
    );
    expect(
      await read(sql`select floor_confirm_read(${student.user.id}, ${application.id}) as r`),
    ).toEqual({
      id: student.user.id,
      name: student.user.name,
      title: 'Read in one call',
      teamId: team[0]!.id,
      leaderId: leader.user.id,
    });
  });
});
