import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { apply, createLeader, createSignedInUser } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';
import { statementsOfCall } from '../../support/statements.ts';

// An owner deciding an application of the other gender's idea gets the answer of an unknown id,
// after the same reads, so neither its words nor its time tell that the application exists
// (docs/rules/roles-and-visibility.md).

// The server's own time for each answer (its one 'request' log line), as in auth-strangers.
const responseTimes: number[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) {
      const line = JSON.parse(text) as { msg?: string; durationMs?: number };
      if (line.msg === 'request') responseTimes.push(line.durationMs!);
    }
    callback();
  },
});

const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' }, logStream });

/** A female owner, and the id of a pending application to a male idea. */
async function otherGendersApplication() {
  const owner = await createLeader(t, { gender: 'female' });
  const maleLeader = await createLeader(t, { gender: 'male' });
  const applicant = await createSignedInUser(t, { gender: 'male', major: 'CS' });
  const application = await apply(applicant.client, maleLeader.idea.id);
  return { owner: owner.client, id: application.id as string };
}

const decide = (client: HttpClient, id: string, status: 'accepted' | 'rejected') =>
  client.put(`/api/applications/${id}/status`, { status });

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;

describe("deciding the other gender's application", () => {
  it('answers as an unknown id does, after the same statements', async () => {
    const { owner, id } = await otherGendersApplication();
    for (const status of ['accepted', 'rejected'] as const) {
      const theirs = await decide(owner, id, status);
      const unknown = await decide(owner, randomUUID(), status);
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(unknown.body);
      const seen = await statementsOfCall(t, () => decide(owner, id, status), 404);
      const unseen = await statementsOfCall(t, () => decide(owner, randomUUID(), status), 404);
      expect(seen).toEqual(unseen);
    }
  });

  // Ratio of the medians of the two ids, measured interleaved in one run: the extra read of the
  // idea made the other gender's 1.25 (PGlite) to 1.5 (PostgreSQL) times as slow; with the same
  // reads it was within 1.15. Within 1.2 either way is the same work on a noisy machine.
  const RATIO = 1.2;
  it('takes as long as an unknown id', { timeout: 60_000 }, async () => {
    const { owner, id } = await otherGendersApplication();
    const TRIES = 40;
    const theirs: number[] = [];
    const unknown: number[] = [];
    const timed = async (into: number[], call: () => Promise<unknown>) => {
      await call();
      into.push(responseTimes.at(-1)!);
    };
    for (let i = 0; i < TRIES; i++) {
      // Interleaved, each first half the time, so the machine's moments weigh on both alike.
      const pair = [
        () => timed(theirs, () => decide(owner, id, 'accepted')),
        () => timed(unknown, () => decide(owner, randomUUID(), 'accepted')),
      ];
      for (const measure of i % 2 ? pair : pair.reverse()) await measure();
    }
    const said = `theirs ${median(theirs).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms`;
    console.info(`decide (${t.engine}): ${said}`);
    expect(median(theirs) / median(unknown), said).toBeLessThan(RATIO);
    expect(median(theirs) / median(unknown), said).toBeGreaterThan(1 / RATIO);
  });
});
