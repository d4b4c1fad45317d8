import { describe, expect, it } from 'vitest';
import { STEPS } from '../../../bench/floor-writes-statements.ts';
import { useTestApp } from '../../support/app.ts';
import { createLeader, createSignedInUser } from '../../support/factories.ts';
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
});
