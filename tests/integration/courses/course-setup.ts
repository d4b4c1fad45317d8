import { randomUUID } from 'node:crypto';
import type { TestApp } from '../../support/app.ts';
import { createSignedInUser } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// A course with an admin who made it and a coordinator the admin appointed, through the API.

const HEADER = 'email,name,gender,major';

export const csv = (...lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';

export const postRoster = (
  client: HttpClient,
  courseId: string,
  body: string,
  query: { dryRun?: boolean | string } = {},
) =>
  client.post(
    `/api/courses/${courseId}/roster${query.dryRun === undefined ? '' : `?dryRun=${query.dryRun}`}`,
    body,
    { 'content-type': 'text/csv' },
  );

export async function createCourse(t: TestApp) {
  const admin = await createSignedInUser(t, { isAdmin: true, gender: 'female' });
  const code = `CS ${randomUUID().slice(0, 6)}`;
  const created = await admin.client.post('/api/admin/courses', {
    code,
    name: `${code} — Senior Project, Spring 2027`,
  });
  if (created.status !== 201) throw new Error(`course: ${created.status} ${created.text}`);
  const coordinator = await createSignedInUser(t, { gender: 'female' });
  const appointed = await admin.client.post(`/api/admin/courses/${created.body.id}/coordinators`, {
    email: coordinator.user.email,
  });
  if (appointed.status !== 200) throw new Error(`appoint: ${appointed.status} ${appointed.text}`);
  return {
    course: created.body as { id: string; code: string; name: string },
    admin,
    coordinator,
  };
}

/** Puts verified accounts on the course's roster, as its coordinator's import does. */
export async function enrol(
  coordinator: HttpClient,
  courseId: string,
  ...students: Array<{ email: string; name: string; gender: string }>
) {
  const lines = students.map((s) => `${s.email},${s.name},${s.gender},CS`);
  const res = await postRoster(coordinator, courseId, csv(...lines));
  if (res.status !== 200 || res.body.added !== students.length) {
    throw new Error(`roster: ${res.status} ${res.text}`);
  }
}
