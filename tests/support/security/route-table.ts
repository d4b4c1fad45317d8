import { ideaInput, registration } from '../factories.ts';
import type { World } from './world.ts';

// Access control, proven exhaustively: every route the server registers, with the
// status each actor gets for a request whose only possible reason for refusal is who sends it.
// tests/integration/security/access-matrix.test.ts runs every route x actor cell and fails when a
// registered route is missing here. The actors are described in ./world.ts.

export const ACTORS = [
  'anonymous',
  'student',
  'sameGender',
  'otherGender',
  'owner',
  'leader',
  'member',
  'outsider',
  'admin',
  'applicant',
  'invitee',
] as const;
export type Actor = (typeof ACTORS)[number];

type Expectations = Record<Actor, number>;

interface RouteRequest {
  /** The URL actually requested (path parameters filled in). */
  url: string;
  body?: unknown;
  /** Headers beyond a browser's own (a CSV body's content type). */
  headers?: Record<string, string>;
}

export interface RouteSpec {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  /** The path as the server registers it (Fastify pattern). */
  path: string;
  expect: Expectations;
  request(world: World): RouteRequest;
  /**
   * A success changes shared state (a team forms or dissolves, an idea goes): such a cell runs
   * in a world of its own. Refusals never change anything, which the test checks.
   */
  mutates?: boolean;
  /** The call ends or replaces the session it is sent with: it gets a second session. */
  consumesSession?: boolean;
  /** Names the idea A world's objects (other-gender actors must get 404, never 403). */
  namesObject?: boolean;
  /** An endless event stream: only its status (and a refusal's body) is read. */
  stream?: boolean;
}

/** Every actor gets `status`. */
const everyone = (status: number): Expectations =>
  Object.fromEntries(ACTORS.map((a) => [a, status])) as Expectations;

/** Anonymous 401; every signed-in actor `status`, except the overrides. */
const signedIn = (status: number, overrides: Partial<Expectations> = {}): Expectations => ({
  ...everyone(status),
  anonymous: 401,
  ...overrides,
});

/**
 * Only `allowed` may act on a male-side object of idea A: other male students see it (403), the
 * female student and the female admin must not learn it exists (404).
 */
const objectOf = (allowed: Partial<Expectations>, sameSide = 403): Expectations =>
  signedIn(sameSide, { otherGender: 404, admin: 404, ...allowed });

/** Admin calls: admins only, 403 to every other signed-in user. */
const adminOnly = (status: number): Expectations => signedIn(403, { admin: status });

const fresh = () => registration({ gender: 'male' }).email;

const GETS: RouteSpec[] = [
  { method: 'GET', path: '/healthz', expect: everyone(200), request: () => ({ url: '/healthz' }) },
  { method: 'GET', path: '/readyz', expect: everyone(200), request: () => ({ url: '/readyz' }) },
  // Answered to this machine (the tests' loopback); other machines need METRICS_TOKEN.
  { method: 'GET', path: '/metrics', expect: everyone(200), request: () => ({ url: '/metrics' }) },
  {
    method: 'GET',
    path: '/api/auth/options',
    expect: everyone(200),
    request: () => ({ url: '/api/auth/options' }),
  },
  // No identity provider is configured here: the university sign-in does not exist.
  {
    method: 'GET',
    path: '/api/auth/oidc/start',
    expect: everyone(404),
    request: () => ({ url: '/api/auth/oidc/start' }),
  },
  {
    method: 'GET',
    path: '/api/auth/oidc/callback',
    expect: everyone(404),
    request: () => ({ url: '/api/auth/oidc/callback?code=x&state=y' }),
  },
  // Only the browser sent back by the provider holds a sign-up to complete.
  {
    method: 'GET',
    path: '/api/auth/oidc/signup',
    expect: everyone(403),
    request: () => ({ url: '/api/auth/oidc/signup' }),
  },
  {
    method: 'GET',
    path: '/api/profile',
    expect: signedIn(200),
    request: () => ({ url: '/api/profile' }),
  },
  {
    method: 'GET',
    path: '/api/dashboard/stats',
    expect: signedIn(200),
    request: () => ({ url: '/api/dashboard/stats' }),
  },
  {
    method: 'GET',
    path: '/api/courses/:courseId/dashboard/stats',
    expect: signedIn(200),
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/dashboard/stats` }),
  },
  {
    method: 'GET',
    path: '/api/courses/:courseId/ideas/team-id',
    expect: signedIn(200),
    request: (w) => ({
      url: `/api/courses/${w.defaultCourseId}/ideas/team-id?value=${w.ideaA.teamId}`,
    }),
  },
  {
    method: 'GET',
    path: '/api/teams/my',
    expect: signedIn(200),
    request: () => ({ url: '/api/teams/my' }),
  },
  {
    method: 'GET',
    path: '/api/ideas',
    expect: signedIn(200),
    request: () => ({ url: '/api/ideas' }),
  },
  {
    method: 'GET',
    path: '/api/ideas/my',
    expect: signedIn(200),
    request: () => ({ url: '/api/ideas/my' }),
  },
  {
    method: 'GET',
    path: '/api/ideas/team-id',
    // Within the caller's own gender: whoever is signed in gets an answer about their own.
    expect: signedIn(200),
    request: (w) => ({ url: `/api/ideas/team-id?value=${w.ideaA.teamId}` }),
  },
  {
    method: 'GET',
    path: '/api/ideas/:id',
    // Seen by every student of its gender; the admin is female: 404 as for any other.
    expect: signedIn(200, { otherGender: 404, admin: 404 }),
    namesObject: true,
    request: (w) => ({ url: `/api/ideas/${w.ideaA.id}` }),
  },
  {
    method: 'GET',
    path: '/api/students',
    expect: signedIn(200),
    request: () => ({ url: '/api/students' }),
  },
  // The student rows of a course, here the default one: every actor is on its roster.
  {
    method: 'GET',
    path: '/api/courses/:courseId/ideas',
    expect: signedIn(200),
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/ideas` }),
  },
  {
    method: 'GET',
    path: '/api/courses/:courseId/ideas/my',
    expect: signedIn(200),
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/ideas/my` }),
  },
  {
    method: 'GET',
    path: '/api/courses/:courseId/students',
    expect: signedIn(200),
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/students` }),
  },
  {
    method: 'GET',
    path: '/api/courses/:courseId/teams/my',
    expect: signedIn(200),
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/teams/my` }),
  },
  {
    method: 'GET',
    path: '/api/applications/my',
    expect: signedIn(200),
    request: () => ({ url: '/api/applications/my' }),
  },
  {
    method: 'GET',
    path: '/api/applications/idea/:ideaId',
    expect: objectOf({ owner: 200 }),
    namesObject: true,
    request: (w) => ({ url: `/api/applications/idea/${w.ideaA.id}` }),
  },
  {
    method: 'GET',
    path: '/api/notifications',
    expect: signedIn(200),
    request: () => ({ url: '/api/notifications' }),
  },
  {
    method: 'GET',
    path: '/api/notifications/unread-count',
    expect: signedIn(200),
    request: () => ({ url: '/api/notifications/unread-count' }),
  },
  {
    method: 'GET',
    path: '/api/admin/users',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/users' }),
  },
  {
    method: 'GET',
    path: '/api/admin/ideas',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/ideas' }),
  },
  {
    method: 'GET',
    path: '/api/admin/teams',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/teams' }),
  },
  {
    method: 'GET',
    path: '/api/admin/stats',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/stats' }),
  },
  {
    method: 'GET',
    path: '/api/events',
    expect: signedIn(200),
    stream: true,
    request: () => ({ url: '/api/events' }),
  },
  {
    method: 'GET',
    path: '/api/admin/export/teams.csv',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/export/teams.csv' }),
  },
  {
    method: 'GET',
    path: '/api/admin/export/users.csv',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/export/users.csv' }),
  },
  {
    method: 'GET',
    path: '/api/admin/export/audit.csv',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/export/audit.csv' }),
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/audit' }),
  },
  {
    method: 'GET',
    path: '/api/formation',
    expect: signedIn(200),
    request: () => ({ url: '/api/formation' }),
  },
  {
    method: 'GET',
    path: '/api/admin/formation',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/formation' }),
  },
  {
    method: 'GET',
    path: '/api/admin/formation/reminders',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/formation/reminders' }),
  },
  {
    method: 'GET',
    path: '/api/courses/:courseId/formation/reminders',
    expect: signedIn(404, { admin: 200 }),
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/formation/reminders` }),
  },
  {
    method: 'GET',
    path: '/api/courses',
    expect: signedIn(200),
    request: () => ({ url: '/api/courses' }),
  },
  {
    method: 'GET',
    path: '/api/admin/courses',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/courses' }),
  },
  {
    // A course's console: its coordinators' (none in the world) and the admins'.
    method: 'GET',
    path: '/api/courses/:courseId/roster',
    expect: signedIn(404, { admin: 200 }),
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/roster` }),
  },
  {
    // A student row: every actor is on the default course's roster.
    method: 'GET',
    path: '/api/courses/:courseId/formation/window',
    expect: signedIn(200),
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/formation/window` }),
  },
  ...['formation', 'stats', 'teams', 'export/teams.csv', 'export/students.csv'].map(
    (tail): RouteSpec => ({
      method: 'GET',
      path: `/api/courses/:courseId/${tail}`,
      expect: signedIn(404, { admin: 200 }),
      request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/${tail}` }),
    }),
  ),
];

const AUTH: RouteSpec[] = [
  {
    method: 'POST',
    path: '/api/auth/register',
    expect: everyone(200),
    request: () => ({ url: '/api/auth/register', body: registration({ gender: 'male' }) }),
  },
  {
    method: 'POST',
    path: '/api/auth/verify-otp',
    // Nobody holds a code for a fresh address: the refusal is the same for everyone.
    expect: everyone(400),
    consumesSession: true,
    request: () => ({ url: '/api/auth/verify-otp', body: { email: fresh(), code: '123456' } }),
  },
  {
    method: 'POST',
    path: '/api/auth/resend-otp',
    expect: everyone(200),
    request: () => ({ url: '/api/auth/resend-otp', body: { email: fresh() } }),
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    expect: everyone(200),
    consumesSession: true,
    request: (w) => ({ url: '/api/auth/login', body: w.loginUser }),
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    expect: everyone(200),
    consumesSession: true,
    request: () => ({ url: '/api/auth/logout' }),
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    expect: everyone(200),
    request: () => ({ url: '/api/auth/forgot-password', body: { email: fresh() } }),
  },
  // Ends this browser's own sign-up, if any: nothing of anyone else's to reach.
  {
    method: 'DELETE',
    path: '/api/auth/oidc/signup',
    expect: everyone(200),
    request: () => ({ url: '/api/auth/oidc/signup' }),
  },
  {
    method: 'POST',
    path: '/api/auth/oidc/complete',
    expect: everyone(403),
    request: () => ({
      url: '/api/auth/oidc/complete',
      body: { gender: 'male', major: 'CS', phone: '0551234567' },
    }),
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    expect: everyone(400),
    request: () => ({
      url: '/api/auth/reset-password',
      body: { email: fresh(), code: '123456', newPassword: 'Passw0rd_' },
    }),
  },
];

const WRITES: RouteSpec[] = [
  {
    method: 'PUT',
    path: '/api/profile',
    expect: signedIn(200),
    request: () => ({ url: '/api/profile', body: { bio: 'Matrix bio' } }),
  },
  {
    method: 'POST',
    path: '/api/ideas',
    // One idea per user, none while in a team: every leader and member 409.
    expect: signedIn(201, { owner: 409, leader: 409, member: 409, outsider: 409 }),
    mutates: true,
    request: () => ({ url: '/api/ideas', body: ideaInput({ title: 'Matrix idea' }) }),
  },
  {
    method: 'POST',
    path: '/api/courses/:courseId/ideas',
    expect: signedIn(201, { owner: 409, leader: 409, member: 409, outsider: 409 }),
    mutates: true,
    request: (w) => ({
      url: `/api/courses/${w.defaultCourseId}/ideas`,
      body: ideaInput({ title: 'Matrix idea' }),
    }),
  },
  {
    method: 'PUT',
    path: '/api/ideas/:id',
    expect: objectOf({ owner: 200 }),
    namesObject: true,
    // The same title it has: the owner's success changes nothing.
    request: (w) => ({ url: `/api/ideas/${w.ideaA.id}`, body: { title: w.ideaA.title } }),
  },
  {
    method: 'DELETE',
    path: '/api/ideas/:id',
    expect: objectOf({ owner: 200 }),
    namesObject: true,
    mutates: true,
    request: (w) => ({ url: `/api/ideas/${w.ideaA.id}` }),
  },
  {
    method: 'POST',
    path: '/api/applications',
    expect: signedIn(201, {
      otherGender: 404,
      admin: 404,
      owner: 409, // own idea
      leader: 409, // in a team with other members
      member: 409,
      outsider: 409,
      applicant: 409, // already applied
      invitee: 409,
    }),
    namesObject: true,
    mutates: true,
    request: (w) => ({ url: '/api/applications', body: { ideaId: w.ideaA.id } }),
  },
  {
    method: 'PUT',
    path: '/api/applications/:id/status',
    // Only the idea's owner decides; not even the applicant themself.
    expect: objectOf({ owner: 200 }),
    namesObject: true,
    mutates: true,
    request: (w) => ({
      url: `/api/applications/${w.pendingId}/status`,
      body: { status: 'accepted' },
    }),
  },
  {
    method: 'POST',
    path: '/api/applications/:id/confirm',
    // Someone else's application is never revealed: 404 to all but the invited applicant.
    expect: signedIn(404, { invitee: 200 }),
    namesObject: true,
    mutates: true,
    request: (w) => ({ url: `/api/applications/${w.invitationId}/confirm` }),
  },
  {
    method: 'POST',
    path: '/api/applications/:id/reject',
    expect: signedIn(404, { invitee: 200 }),
    namesObject: true,
    mutates: true,
    request: (w) => ({ url: `/api/applications/${w.invitationId}/reject` }),
  },
  {
    method: 'DELETE',
    path: '/api/applications/:id',
    // Withdrawing: the applicant's own only; to anyone else it does not exist.
    expect: signedIn(404, { applicant: 200 }),
    namesObject: true,
    mutates: true,
    request: (w) => ({ url: `/api/applications/${w.pendingId}` }),
  },
  {
    method: 'POST',
    path: '/api/teams/transfer-leadership',
    expect: signedIn(404, {
      owner: 200,
      member: 403, // names themself, but is no leader: that is said first
      outsider: 403, // a member of team B, not its leader
      leader: 404, // leads team B: the member is not in it
    }),
    namesObject: true,
    mutates: true,
    request: (w) => ({
      url: '/api/teams/transfer-leadership',
      body: { memberId: w.users.member.id },
    }),
  },
  {
    method: 'POST',
    path: '/api/teams/invitations',
    // Only a team's leader may invite (403 to everyone else, said first); the student is listed.
    expect: signedIn(403, { owner: 201, leader: 201 }),
    mutates: true,
    request: (w) => ({ url: '/api/teams/invitations', body: { studentId: w.users.student.id } }),
  },
  {
    method: 'POST',
    path: '/api/teams/leave',
    expect: signedIn(404, { owner: 200, leader: 200, member: 200, outsider: 200 }),
    mutates: true,
    request: () => ({ url: '/api/teams/leave' }),
  },
  {
    method: 'POST',
    path: '/api/teams/remove-member',
    expect: signedIn(404, {
      owner: 200,
      member: 400, // cannot remove themself
      outsider: 403, // a member of team B, not its leader
      leader: 404, // leads team B: the member is not in it
    }),
    namesObject: true,
    mutates: true,
    request: (w) => ({ url: '/api/teams/remove-member', body: { memberId: w.users.member.id } }),
  },
  // The same four in a named course (here the default one): the same answers.
  {
    method: 'POST',
    path: '/api/courses/:courseId/teams/transfer-leadership',
    expect: signedIn(404, { owner: 200, member: 403, outsider: 403, leader: 404 }),
    namesObject: true,
    mutates: true,
    request: (w) => ({
      url: `/api/courses/${w.defaultCourseId}/teams/transfer-leadership`,
      body: { memberId: w.users.member.id },
    }),
  },
  {
    method: 'POST',
    path: '/api/courses/:courseId/teams/invitations',
    expect: signedIn(403, { owner: 201, leader: 201 }),
    mutates: true,
    request: (w) => ({
      url: `/api/courses/${w.defaultCourseId}/teams/invitations`,
      body: { studentId: w.users.student.id },
    }),
  },
  {
    method: 'POST',
    path: '/api/courses/:courseId/teams/leave',
    expect: signedIn(404, { owner: 200, leader: 200, member: 200, outsider: 200 }),
    mutates: true,
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/teams/leave` }),
  },
  {
    method: 'POST',
    path: '/api/courses/:courseId/teams/remove-member',
    expect: signedIn(404, { owner: 200, member: 400, outsider: 403, leader: 404 }),
    namesObject: true,
    mutates: true,
    request: (w) => ({
      url: `/api/courses/${w.defaultCourseId}/teams/remove-member`,
      body: { memberId: w.users.member.id },
    }),
  },
  {
    method: 'PUT',
    path: '/api/notifications/:id/read',
    // Someone else's notification: 404, whoever asks.
    expect: signedIn(404, { owner: 200 }),
    namesObject: true,
    request: (w) => ({ url: `/api/notifications/${w.ownerNotificationId}/read` }),
  },
  {
    method: 'PUT',
    path: '/api/notifications/read-all',
    // Only ever the caller's own: every signed-in user may.
    expect: signedIn(200),
    request: () => ({ url: '/api/notifications/read-all' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/users/:id',
    expect: adminOnly(200),
    request: (w) => ({ url: `/api/admin/users/${w.victim.id}`, body: { name: w.victim.name } }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/users/:id',
    expect: adminOnly(200),
    mutates: true,
    request: (w) => ({ url: `/api/admin/users/${w.victim.id}` }),
  },
  {
    method: 'PUT',
    path: '/api/admin/ideas/:id',
    expect: adminOnly(200),
    request: (w) => ({ url: `/api/admin/ideas/${w.ideaA.id}`, body: { isHidden: false } }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/ideas/:id',
    expect: adminOnly(200),
    mutates: true,
    request: (w) => ({ url: `/api/admin/ideas/${w.ideaA.id}` }),
  },
  {
    method: 'POST',
    path: '/api/admin/teams/:ideaId/members',
    expect: adminOnly(200),
    mutates: true,
    request: (w) => ({
      url: `/api/admin/teams/${w.ideaA.id}/members`,
      body: { studentId: w.victim.id },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/admin/teams/:ideaId/members/:studentId',
    expect: adminOnly(200),
    mutates: true,
    request: (w) => ({ url: `/api/admin/teams/${w.ideaA.id}/members/${w.users.member.id}` }),
  },
  {
    method: 'POST',
    path: '/api/admin/formation/proposals',
    expect: adminOnly(201),
    request: () => ({ url: '/api/admin/formation/proposals' }),
  },
  {
    // No such proposal: only an admin gets as far as looking for it.
    method: 'POST',
    path: '/api/admin/formation/proposals/:id/apply',
    expect: adminOnly(404),
    request: () => ({ url: `/api/admin/formation/proposals/${crypto.randomUUID()}/apply` }),
  },
  {
    // No such proposal: only an admin gets as far as looking for it.
    method: 'POST',
    path: '/api/admin/formation/proposals/:id/undo',
    expect: adminOnly(404),
    request: () => ({ url: `/api/admin/formation/proposals/${crypto.randomUUID()}/undo` }),
  },
  {
    method: 'PUT',
    path: '/api/admin/formation',
    expect: adminOnly(200),
    request: () => ({
      url: '/api/admin/formation',
      body: { deadline: null, target: { min: 3, max: 5 } },
    }),
  },
  {
    method: 'POST',
    path: '/api/admin/formation/reminders',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/formation/reminders', body: { note: 'Find a team' } }),
  },
  {
    method: 'POST',
    path: '/api/admin/courses',
    expect: adminOnly(201),
    request: () => ({
      url: '/api/admin/courses',
      body: { code: `C ${crypto.randomUUID()}`, name: 'A course' },
    }),
    mutates: true,
  },
  {
    method: 'POST',
    path: '/api/admin/courses/:courseId/coordinators',
    expect: adminOnly(200),
    request: (w) => ({
      url: `/api/admin/courses/${w.defaultCourseId}/coordinators`,
      body: { email: w.loginUser.email },
    }),
    mutates: true,
  },
  {
    method: 'POST',
    path: '/api/courses/:courseId/roster',
    expect: signedIn(404, { admin: 200 }),
    request: (w) => ({
      url: `/api/courses/${w.defaultCourseId}/roster`,
      body: `email,name,gender,major\r\n${fresh()},New Student,male,CS\r\n`,
      headers: { 'content-type': 'text/csv' },
    }),
    mutates: true,
  },
  {
    method: 'DELETE',
    path: '/api/courses/:courseId/roster/:id',
    expect: signedIn(404, { admin: 200 }),
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/roster/${w.victim.id}` }),
    mutates: true,
  },
  {
    method: 'PUT',
    path: '/api/courses/:courseId/formation',
    expect: signedIn(404, { admin: 200 }),
    request: (w) => ({
      url: `/api/courses/${w.defaultCourseId}/formation`,
      body: { deadline: null, target: { min: 3, max: 5 } },
    }),
  },
  {
    method: 'POST',
    path: '/api/courses/:courseId/formation/reminders',
    expect: signedIn(404, { admin: 200 }),
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/formation/reminders` }),
  },
  {
    method: 'POST',
    path: '/api/courses/:courseId/formation/proposals',
    expect: signedIn(404, { admin: 201 }),
    request: (w) => ({ url: `/api/courses/${w.defaultCourseId}/formation/proposals` }),
  },
  {
    // A proposal of the default course that places no one: applied once, by the admin.
    method: 'POST',
    path: '/api/courses/:courseId/formation/proposals/:id/apply',
    expect: signedIn(404, { admin: 200 }),
    mutates: true,
    request: (w) => ({
      url: `/api/courses/${w.defaultCourseId}/formation/proposals/${w.proposalId}/apply`,
    }),
  },
  {
    // Not applied: only the admin gets as far as being told so.
    method: 'POST',
    path: '/api/courses/:courseId/formation/proposals/:id/undo',
    expect: signedIn(404, { admin: 409 }),
    request: (w) => ({
      url: `/api/courses/${w.defaultCourseId}/formation/proposals/${w.proposalId}/undo`,
    }),
  },
  {
    method: 'POST',
    path: '/api/courses/:courseId/teams/:ideaId/members',
    expect: signedIn(404, { admin: 200 }),
    mutates: true,
    request: (w) => ({
      url: `/api/courses/${w.defaultCourseId}/teams/${w.ideaA.id}/members`,
      body: { studentId: w.victim.id },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/courses/:courseId/teams/:ideaId/members/:studentId',
    expect: signedIn(404, { admin: 200 }),
    mutates: true,
    request: (w) => ({
      url: `/api/courses/${w.defaultCourseId}/teams/${w.ideaA.id}/members/${w.users.member.id}`,
    }),
  },
];

/** Fastify answers HEAD for every GET route with the GET's status, but an event stream's. */
const heads = (routes: RouteSpec[]): RouteSpec[] =>
  routes.filter((r) => !r.stream).map((r) => ({ ...r, method: 'HEAD' as const }));

/**
 * Routes registered at a prefix's root also answer with a trailing slash (/api/ideas/); they are
 * routes of their own and are held to the same rules.
 */
const ROOT_ROUTES = [
  '/api/profile',
  '/api/ideas',
  '/api/applications',
  '/api/notifications',
  '/api/students',
];
const withSlash = (routes: RouteSpec[]): RouteSpec[] =>
  routes
    .filter((r) => ROOT_ROUTES.includes(r.path))
    .map((r) => ({
      ...r,
      path: `${r.path}/`,
      request: (w: World) => {
        const req = r.request(w);
        return { ...req, url: req.url.replace(r.path, `${r.path}/`) };
      },
    }));

const BASE = [...GETS, ...heads(GETS), ...AUTH, ...WRITES];

export const ROUTE_TABLE: RouteSpec[] = [...BASE, ...withSlash(BASE)];
