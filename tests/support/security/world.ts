import { sql } from 'drizzle-orm';
import { queryRows } from '../../../src/server/db/client.ts';
import { sessionCookieName } from '../../../src/server/domain/auth-cookies.ts';
import { createSession } from '../../../src/server/domain/sessions.ts';
import type { TestApp } from '../app.ts';
import {
  apply,
  confirm,
  createIdea,
  createUser,
  decide,
  ideaInput,
  notificationsOf,
} from '../factories.ts';
import type { HttpClient } from '../http.ts';
import type { Actor } from './route-table.ts';

// The world the access matrix runs in: one
// user per actor of the route table, around idea A (male side) and its team.
//
//   owner     male, created idea A, so leads team A
//   member    male, joined team A through the handshake
//   applicant male, a pending application P to idea A
//   invitee   male, an accepted application I to idea A (an open invitation)
//   sameGender male, applied to idea A and was declined
//   leader    male, leads team B (idea B) which has one member, the outsider
//   outsider  male, member of team B: in a team, but not idea A's
//   student   male, no idea, no team, no application; listed in the directory (invitable)
//   otherGender female, no relations
//   admin     female administrator, no team (admins follow the student rules on student calls)
//   anonymous no session
//
// Sessions are written straight to the database (the sign-in itself is proven elsewhere), so a
// fresh world costs a few hundred milliseconds and every state-changing success gets its own.

export interface World {
  t: TestApp;
  clients: Record<Actor, HttpClient>;
  users: Record<Exclude<Actor, 'anonymous'>, { id: string; email: string; password: string }>;
  ideaA: { id: string; title: string; teamId: string };
  ideaB: { id: string };
  /** Pending application to idea A (applicant). */
  pendingId: string;
  /** Accepted application to idea A: the invitee's open invitation. */
  invitationId: string;
  /** One of the owner's notifications. */
  ownerNotificationId: string;
  /** A plain student the admin calls act on. */
  victim: { id: string; name: string };
  /** The default course, which every world's students are on. */
  defaultCourseId: string;
  /** A placement proposal of the default course that places no one, not applied. */
  proposalId: string;
  /** A verified account whose password the login cell uses. */
  loginUser: { email: string; password: string };
  /** A new signed-in client of `actor` (a second session), or a fresh anonymous one. */
  freshClient(actor: Actor): Promise<HttpClient>;
}

/** A signed-in client for a user, with a session written straight to the database. */
export async function sessionClient(t: TestApp, userId: string): Promise<HttpClient> {
  const client = t.client();
  client.cookies.set(sessionCookieName(t.ctx.config), await createSession(t.ctx, userId));
  return client;
}

let worldCounter = 0;

export async function buildWorld(t: TestApp): Promise<World> {
  const n = worldCounter++;
  const make = (name: string, fields: Parameters<typeof createUser>[1] = {}) =>
    createUser(t, { gender: 'male', major: 'CS', name: `${name} ${n}`, ...fields });
  const [
    student,
    sameGender,
    otherGender,
    owner,
    leader,
    member,
    outsider,
    admin,
    applicant,
    invitee,
    victim,
    loginUser,
  ] = await Promise.all([
    make('Student', { appearInList: true }),
    make('Declined'),
    make('Other', { gender: 'female' }),
    make('Owner'),
    make('Leader'),
    make('Member'),
    make('Outsider'),
    make('Admin', { gender: 'female', isAdmin: true }),
    make('Applicant'),
    make('Invitee'),
    make('Victim'),
    make('Login'),
  ]);
  const users = {
    student,
    sameGender,
    otherGender,
    owner,
    leader,
    member,
    outsider,
    admin,
    applicant,
    invitee,
  };
  const entries = await Promise.all(
    Object.entries(users).map(async ([actor, user]) => [actor, await sessionClient(t, user.id)]),
  );
  const clients = {
    ...(Object.fromEntries(entries) as Record<Exclude<Actor, 'anonymous'>, HttpClient>),
    anonymous: t.client(),
  };

  const ideaA = await createIdea(clients.owner, ideaInput({ title: `World idea A ${n}` }));
  const ideaB = await createIdea(clients.leader, ideaInput({ title: `World idea B ${n}` }));

  const memberApp = await apply(clients.member, ideaA.id);
  await decide(clients.owner, memberApp.id, 'accepted');
  await confirm(clients.member, memberApp.id);
  const outsiderApp = await apply(clients.outsider, ideaB.id);
  await decide(clients.leader, outsiderApp.id, 'accepted');
  await confirm(clients.outsider, outsiderApp.id);
  const declined = await apply(clients.sameGender, ideaA.id);
  await decide(clients.owner, declined.id, 'rejected');
  const pending = await apply(clients.applicant, ideaA.id);
  const invitation = await apply(clients.invitee, ideaA.id);
  await decide(clients.owner, invitation.id, 'accepted');
  const [ownerNotification] = await notificationsOf(clients.owner);
  const [defaultCourse] = await queryRows<{ id: string }>(
    t.db,
    sql`select id from courses where is_default`,
  );
  const [proposal] = await queryRows<{ id: string }>(
    t.db,
    sql`insert into placement_proposals (course_id, target_min, target_max, assignments, unplaced)
      values (${defaultCourse!.id}, 3, 5, '[]', '[]') returning id`,
  );

  return {
    t,
    clients,
    users,
    ideaA: {
      id: ideaA.id,
      title: ideaA.title as string,
      teamId: ideaA.teamId as string,
    },
    ideaB: { id: ideaB.id },
    pendingId: pending.id,
    invitationId: invitation.id,
    ownerNotificationId: ownerNotification!.id,
    victim: { id: victim.id, name: victim.name },
    defaultCourseId: defaultCourse!.id,
    proposalId: proposal!.id,
    loginUser: { email: loginUser.email, password: loginUser.password },
    async freshClient(actor) {
      return actor === 'anonymous' ? t.client() : sessionClient(t, users[actor].id);
    },
  };
}
