import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import { createSignedInUser, nextTeamId } from './factories.ts';
import type { HttpClient } from './http.ts';

// Ideas, applications and teams made through the real API (issue 3), for any test file.

export function ideaInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Smart campus parking',
    description: 'Sensors and an app that show free parking spots on campus.',
    teamId: nextTeamId(),
    tags: 'IoT,Mobile',
    requiredMajors: 'CS,SWE',
    requiredSkills: 'React,Python',
    allowCrossMajor: false,
    isHidden: false,
    ...overrides,
  };
}

type Json = Record<string, unknown>;

function expectOk(res: { status: number; text: string; body: unknown }, status = 200) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${res.text}`);
  return res.body as Json & { id: string };
}

/** POST /api/ideas as `client`; returns the created idea. */
export async function createIdea(client: HttpClient, overrides: Record<string, unknown> = {}) {
  return expectOk(await client.post('/api/ideas', ideaInput(overrides)), 201);
}

/** A signed-in student with a published idea (and so a team they lead). */
export async function createLeader(
  t: TestApp,
  user: Parameters<typeof createSignedInUser>[1] = {},
  idea: Record<string, unknown> = {},
) {
  const leader = await createSignedInUser(t, user);
  return { ...leader, idea: await createIdea(leader.client, idea) };
}

export async function apply(client: HttpClient, ideaId: string) {
  return expectOk(await client.post('/api/applications', { ideaId }), 201);
}

export async function decide(owner: HttpClient, applicationId: string, status: string) {
  return expectOk(await owner.put(`/api/applications/${applicationId}/status`, { status }));
}

export async function confirm(client: HttpClient, applicationId: string) {
  return expectOk(await client.post(`/api/applications/${applicationId}/confirm`));
}

/** Applies, gets accepted by the owner: the applicant now holds an open invitation. */
export async function invite(applicant: HttpClient, owner: HttpClient, ideaId: string) {
  const application = await apply(applicant, ideaId);
  await decide(owner, application.id, 'accepted');
  return application;
}

/** Applies, is accepted and confirms: the applicant is now a member of the owner's team. */
export async function join(applicant: HttpClient, owner: HttpClient, ideaId: string) {
  const application = await invite(applicant, owner, ideaId);
  await confirm(applicant, application.id);
  return application;
}

/** A leader with an idea and one member who joined through the handshake. */
export async function createTeam(
  t: TestApp,
  overrides: { gender?: 'male' | 'female'; idea?: Record<string, unknown> } = {},
) {
  const gender = overrides.gender ?? 'male';
  const leader = await createLeader(t, { gender }, overrides.idea);
  const member = await createSignedInUser(t, { gender, major: 'CS' });
  const application = await join(member.client, leader.client, leader.idea.id);
  return { leader, member, idea: leader.idea, application };
}

/** The user's notifications (newest first). */
export async function notificationsOf(client: HttpClient) {
  const res = await client.get('/api/notifications');
  expect(res.status).toBe(200);
  return res.body as Array<{
    id: string;
    type: string;
    message: string;
    applicationId: string | null;
    isRead: boolean;
  }>;
}
