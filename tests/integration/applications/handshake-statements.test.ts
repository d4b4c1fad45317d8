import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createLeader, createSignedInUser } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { statementsOfOneWrite } from '../../support/statements.ts';

// Each statement inside a transaction is a round trip made while the transaction's locks are
// held: the handshake's steps keep to a fixed, small number
// (docs/decisions/0063-handshake-writes-in-fewer-statements.md).
const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

const statementsOf = (call: () => Promise<{ status: number }>, status: number) =>
  statementsOfOneWrite(t, call, status);

describe('the handshake in a fixed number of statements', () => {
  // Each step reads the formation deadline once (docs/decisions/0087-lapse-by-a-periodic-check.md),
  // in a statement it makes anyway; confirm resolves the invitations, the joined one and a voided
  // one, in the statement of its notifications (docs/decisions/0109-write-path-round-trips-and-pool.md).
  it('apply 5, accept 4, confirm 7 (one a voided invitation), each with its notification and e-mail job in one', async () => {
    const leader = await createLeader(t, { gender: 'female' }, { title: 'Lamp' });
    const student = await createSignedInUser(t, { gender: 'female', major: 'CS' });
    // Another invitation of the student's, voided by the confirm: no statement more.
    const other = await createLeader(t, { gender: 'female' }, { title: 'Kite' });
    const client: HttpClient = student.client;
    const otherApp = (await client.post('/api/applications', { ideaId: other.idea.id })).body;
    await other.client.put(`/api/applications/${otherApp.id}/status`, { status: 'accepted' });

    let id = '';
    const apply = await statementsOf(async () => {
      const res = await client.post('/api/applications', { ideaId: leader.idea.id });
      id = res.body.id;
      return res;
    }, 201);
    expect(apply).toHaveLength(5);
    const accept = await statementsOf(
      () => leader.client.put(`/api/applications/${id}/status`, { status: 'accepted' }),
      200,
    );
    expect(accept).toHaveLength(4);
    const confirm = await statementsOf(() => client.post(`/api/applications/${id}/confirm`), 200);
    expect(confirm).toHaveLength(7);
    // The notifications and their e-mail jobs: one statement each step.
    for (const step of [apply, accept, confirm]) {
      expect(step.filter((s) => /insert into notifications/i.test(s))).toHaveLength(1);
    }
    expect(accept.at(-1)).toMatch(/insert into email_outbox/i);
  });
});
