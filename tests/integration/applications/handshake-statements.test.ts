import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client.ts';
import { NOTICES } from '../../../src/server/modules/applications/one-call-steps.ts';
import { useTestApp } from '../../support/app.ts';
import { createLeader, createSignedInUser } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { statementsOfOneCall } from '../../support/statements.ts';

// A statement inside a transaction is a round trip made while the transaction's locks are held:
// the plain case of each step of the handshake is one call to a database function, its own
// transaction (docs/decisions/0118-handshake-steps-in-one-call.md); any other case runs the step
// in TypeScript, in a fixed, small number of statements
// (docs/decisions/0063-handshake-writes-in-fewer-statements.md).
const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

const statementsOf = (call: () => Promise<{ status: number }>, status: number) =>
  statementsOfOneCall(t, call, status);

describe('the handshake in a fixed number of statements', () => {
  it('apply, accept and confirm: one call each, in no transaction of their own', async () => {
    const leader = await createLeader(t, { gender: 'male' }, { title: 'Bell' });
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
    for (const [step, name] of [
      [apply, 'handshake_apply'],
      [accept, 'handshake_decide'],
      [confirm, 'handshake_confirm'],
    ] as const) {
      expect(step.alone).toHaveLength(1);
      expect(step.alone[0]).toContain(name);
      expect(step.transactions).toEqual([]);
    }
  });

  it('confirm voiding another invitation: still one call', async () => {
    const leader = await createLeader(t, { gender: 'female' }, { title: 'Lamp' });
    const student = await createSignedInUser(t, { gender: 'female', major: 'CS' });
    const other = await createLeader(t, { gender: 'female' }, { title: 'Kite' });
    const client: HttpClient = student.client;
    const otherApp = (await client.post('/api/applications', { ideaId: other.idea.id })).body;
    await other.client.put(`/api/applications/${otherApp.id}/status`, { status: 'accepted' });
    const id = (await client.post('/api/applications', { ideaId: leader.idea.id })).body.id;
    await leader.client.put(`/api/applications/${id}/status`, { status: 'accepted' });

    const confirm = await statementsOf(() => client.post(`/api/applications/${id}/confirm`), 200);
    expect(confirm.alone).toHaveLength(1);
    expect(confirm.alone[0]).toContain('handshake_confirm');
    expect(confirm.transactions).toEqual([]);
  });

  // Each step reads the formation deadline once (docs/decisions/0087-lapse-by-a-periodic-check.md),
  // in a statement it makes anyway; the notifications and their e-mail jobs are one statement
  // (docs/decisions/0109-write-path-round-trips-and-pool.md).
  it('a leader alone in their team confirming elsewhere: the call, then the step in one transaction', async () => {
    const leader = await createLeader(t, { gender: 'female' }, { title: 'Harp' });
    const solo = await createLeader(t, { gender: 'female' }, { title: 'Oboe' });
    const id = (await solo.client.post('/api/applications', { ideaId: leader.idea.id })).body.id;
    await leader.client.put(`/api/applications/${id}/status`, { status: 'accepted' });

    const confirm = await statementsOf(
      () => solo.client.post(`/api/applications/${id}/confirm`),
      200,
    );
    expect(confirm.alone).toHaveLength(1);
    expect(confirm.transactions).toHaveLength(1);
    const [full = []] = confirm.transactions;
    expect(full.filter((s) => /insert into notifications/i.test(s)).length).toBeGreaterThan(0);
  });

  it('a refused apply: the call, then the checks in one transaction that writes nothing', async () => {
    const leader = await createLeader(t, { gender: 'male' }, { title: 'Drum' });
    const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
    await student.client.post('/api/applications', { ideaId: leader.idea.id });
    const again = await statementsOf(
      () => student.client.post('/api/applications', { ideaId: leader.idea.id }),
      409,
    );
    expect(again.alone).toHaveLength(1);
    expect(again.transactions).toHaveLength(1);
    expect(again.transactions[0]!.join('\n')).not.toMatch(/insert into/i);
  });

  it('a call that cannot tell a condition (a NULL) writes nothing and leaves the step to TypeScript', async () => {
    const leader = await createLeader(t, { gender: 'male' }, { title: 'Reed' });
    const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
    const id = (await student.client.post('/api/applications', { ideaId: leader.idea.id })).body
      .id as string;
    const rows = await queryRows(
      t.db,
      sql`select * from handshake_decide(${leader.user.id}, null, ${id}, 'accepted',
        ${new Date().toISOString()}, ${NOTICES.accepted}::jsonb)`,
    );
    expect(rows).toEqual([]);
    const [app] = await queryRows<{ status: string }>(
      t.db,
      sql`select status from applications where id = ${id}`,
    );
    expect(app?.status).toBe('pending');
  });
});
