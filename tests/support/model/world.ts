import { otpCodes, rateLimitHits, users, type UserRow } from '../../../src/server/db/schema.ts';
import { sessionClient } from '../security/world.ts';
import type { TestApp } from '../app.ts';
import type { HttpClient } from '../http.ts';
import { createUser } from '../factories.ts';
import type { Real } from './step.ts';
import { MAJORS, type Gender, type Model, type Slot, type TeamIdRule } from './state.ts';

// Each run starts from a known state: every row of the previous run goes (deleting the users
// cascades to ideas, teams, applications, notifications and sessions), then six verified
// students (3 male, 3 female), two free seats (one of each) and an admin are made afresh.

export const SEATS: Gender[] = [
  'male',
  'male',
  'male',
  'female',
  'female',
  'female',
  'male',
  'female',
];
/** Seats 0-5 start with an account; 6 and 7 only by registering. */
const FIRST_FREE_SEAT = 6;

let runCounter = 0;

export async function startRun(
  t: TestApp,
  teamIdRule: TeamIdRule,
): Promise<{ model: Model; real: Real }> {
  await t.db.delete(users);
  await t.db.delete(otpCodes);
  await t.db.delete(rateLimitHits);
  const run = ++runCounter;
  const made: Array<{ slot: Slot; row: UserRow | null }> = [];
  // One at a time: the test's own database connection runs one query at a time.
  for (const [index, gender] of SEATS.entries()) made.push(await makeSeat(t, run, index, gender));
  const clients = new Map<number, HttpClient>();
  for (const x of made) if (x.row) clients.set(x.slot.index, await sessionClient(t, x.row.id));
  const admin = await createUser(t, { gender: 'female', isAdmin: true, name: `Admin ${run}` });
  return {
    model: {
      slots: made.map((x) => x.slot),
      ideas: [],
      applications: [],
      teamIdRule,
      intruders: SEATS.map(() => 0),
    },
    real: {
      t,
      clients,
      admin: { id: admin.id, client: await sessionClient(t, admin.id) },
      trace: [],
    },
  };
}

async function makeSeat(t: TestApp, run: number, index: number, gender: Gender) {
  const slot: Slot = {
    index,
    email: `seat${index}-run${run}@uni.test`,
    gender,
    major: MAJORS[index % MAJORS.length]!,
    id: null,
    pastIds: [],
    name: `Seat ${index} run ${run}`,
    phone: `05${String(run * 10 + index).padStart(8, '0')}`,
    isAdmin: false,
    // A mix of privacy choices from the start, so reads have something to hide.
    appearInList: index % 2 === 0 || index === 5,
    showName: index % 3 !== 0,
    showPhone: index % 2 === 1,
  };
  if (index >= FIRST_FREE_SEAT) return { slot, row: null };
  const row = await createUser(t, {
    email: slot.email,
    gender,
    major: slot.major,
    name: slot.name,
    phone: slot.phone,
    appearInList: slot.appearInList,
    showName: slot.showName,
    showPhone: slot.showPhone,
  });
  slot.id = row.id;
  slot.pastIds.push(row.id);
  return { slot, row };
}
