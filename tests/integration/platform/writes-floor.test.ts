import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../bench/floor-writes-statements.ts';
import { useTestApp } from '../../support/app.ts';
import { createLeader, createSignedInUser } from '../../support/factories.ts';
import { statementsOfOneCall } from '../../support/statements.ts';

// The bench's writes floor sends, through bare pg, the calls the app sends for apply, accept and
// confirm: if a service changes its call, the floor must change with it, or the bench would
// compare the app with work it no longer does.
const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

/** Whitespace aside: the floor's texts are laid out for reading. */
const shape = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\s*([(),])\s*/g, '$1')
    .trim();

const callOf = async (call: () => Promise<{ status: number }>, status: number) => {
  const { alone, transactions } = await statementsOfOneCall(t, call, status);
  expect(transactions).toEqual([]);
  return alone.map(shape);
};

describe("the bench's writes floor", () => {
  it("sends the app's calls for apply, accept and confirm", async () => {
    const leader = await createLeader(t, { gender: 'male' }, { title: 'Floor' });
    const student = await createSignedInUser(t, { gender: 'male', major: 'CS' });
    let id = '';
    const apply = await callOf(async () => {
      const res = await student.client.post('/api/applications', { ideaId: leader.idea.id });
      id = res.body.id;
      return res;
    }, 201);
    const accept = await callOf(
      () => leader.client.put(`/api/applications/${id}/status`, { status: 'accepted' }),
      200,
    );
    const confirm = await callOf(() => student.client.post(`/api/applications/${id}/confirm`), 200);
    expect([shape(CALLS.apply.text)]).toEqual(apply);
    expect([shape(CALLS.accept.text)]).toEqual(accept);
    expect([shape(CALLS.confirm.text)]).toEqual(confirm);
  });
});
