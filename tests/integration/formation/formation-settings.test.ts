import { describe, expect, it } from 'vitest';
import { HOUR } from '../../../src/server/lib/clock.ts';
import { useTestApp } from '../../support/app.ts';
import {
  apply,
  confirm,
  createSignedInUser,
  createUser,
  decide,
  insertTeam,
  signIn,
} from '../../support/factories.ts';

// The coordinator's formation settings and progress (docs/rules/formation.md).

const valid = { deadline: null, target: { min: 3, max: 5 } };

describe('formation settings', () => {
  const t = useTestApp();

  it('are for admins only: 401 without a session, 403 for a student', async () => {
    const anonymous = t.client();
    const { client: student } = await createSignedInUser(t);
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', valid],
      ['POST', undefined],
    ] as const) {
      const path = method === 'POST' ? '/api/admin/formation/reminders' : '/api/admin/formation';
      const asAnonymous = await anonymous.request(method, path, body);
      expect(asAnonymous.status, `${method} anonymous`).toBe(401);
      const asStudent = await student.request(method, path, body);
      expect(asStudent.status, `${method} student`).toBe(403);
      expect(asStudent.body.code).toBe('http.adminOnly');
    }
    // Nothing was saved by the refused PUT.
    expect((await student.get('/api/formation')).body.deadline).toBeNull();
  });

  it('start with no deadline and the default target, and refuse bad input field by field', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    const first = await admin.get('/api/admin/formation');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ deadline: null, target: { min: 3, max: 5 } });

    const bad = await admin.put('/api/admin/formation', {
      deadline: 'next Friday',
      target: { min: 0, max: 21 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({
      deadline: {
        code: 'validation.deadline',
        message: 'Deadline must be a date and time, or empty for no deadline',
      },
      'target.min': {
        code: 'validation.targetSize',
        message: 'Target team size must be a whole number from 1 to 20',
      },
      'target.max': {
        code: 'validation.targetSize',
        message: 'Target team size must be a whole number from 1 to 20',
      },
    });

    // Out of 2000-9999 once in UTC: a 400 of the field, never the database's refusal.
    for (const deadline of [
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59-23:59',
      '0001-01-01T00:00:00+23:59',
      '1999-12-31T23:59:59Z',
    ]) {
      const res = await admin.put('/api/admin/formation', { ...valid, deadline });
      expect(res.status, deadline).toBe(400);
      expect(res.body.errors, deadline).toEqual({
        deadline: {
          code: 'validation.deadlineYears',
          params: { min: 2000, max: 9999 },
          message: 'Deadline must fall between the years 2000 and 9999',
        },
      });
    }
    const edge = await admin.put('/api/admin/formation', {
      ...valid,
      deadline: '2000-01-01T00:30:00+00:30',
    });
    expect(edge.status).toBe(200);
    expect(new Date(edge.body.deadline).toISOString()).toBe('2000-01-01T00:00:00.000Z');
    expect((await admin.put('/api/admin/formation', valid)).status).toBe(200);

    const reversed = await admin.put('/api/admin/formation', {
      deadline: null,
      target: { min: 4, max: 2 },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors).toEqual({
      'target.max': {
        code: 'validation.targetOrder',
        message: 'The minimum team size cannot be above the maximum',
      },
    });

    const fraction = await admin.put('/api/admin/formation', {
      deadline: null,
      target: { min: 2.5, max: 4 },
    });
    expect(fraction.status).toBe(400);
    expect(Object.keys(fraction.body.errors)).toEqual(['target.min']);

    // Still as before: no refused change was kept.
    expect((await admin.get('/api/admin/formation')).body).toMatchObject({
      deadline: null,
      target: first.body.target,
    });
  });

  it('are saved, and the student sees the deadline with the server time to count from', async () => {
    const { client: admin } = await createSignedInUser(t, { isAdmin: true });
    const deadline = new Date(t.clock.now().getTime() + 50 * HOUR).toISOString();
    const saved = await admin.put('/api/admin/formation', {
      deadline,
      target: { min: 1, max: 20 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ deadline, target: { min: 1, max: 20 } });
    expect((await admin.get('/api/admin/formation')).body).toMatchObject({ deadline });

    const { client: student } = await createSignedInUser(t);
    const seen = await student.get('/api/formation');
    expect(seen.status).toBe(200);
    expect(seen.body.deadline).toBe(deadline);
    expect(Date.parse(seen.body.deadline) - Date.parse(seen.body.now)).toBeGreaterThan(49 * HOUR);

    // A deadline given with an offset is the same instant.
    const offset = await admin.put('/api/admin/formation', {
      deadline: '2031-03-01T12:00:00+03:00',
      target: { min: 2, max: 4 },
    });
    expect(offset.body.deadline).toBe('2031-03-01T09:00:00.000Z');
    const cleared = await admin.put('/api/admin/formation', valid);
    expect(cleared.body.deadline).toBeNull();
    expect((await student.get('/api/formation')).body.deadline).toBeNull();
  });
});

describe('formation progress', () => {
  const t = useTestApp();

  it('counts verified students (not admins) in and out of teams, by gender and major, and what waits', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true, major: 'CS' });
    await createUser(t, { isVerified: false, major: 'CS' });
    const leader = await createUser(t, { gender: 'male', major: 'CS' });
    const member = await createUser(t, { gender: 'male', major: 'CS' });
    const waiting = await createUser(t, { gender: 'male', major: 'CS' });
    const soloLeader = await createUser(t, { gender: 'female', major: 'SWE' });
    const invitee = await createUser(t, { gender: 'female', major: 'SWE' });
    const full = await insertTeam(t, leader, [member]);
    const solo = await insertTeam(t, soloLeader, [], { requiredMajors: 'SWE' });
    // A team whose own limit (2) is below the target's maximum is full at 2.
    await admin.client.put('/api/admin/formation', { deadline: null, target: { min: 2, max: 3 } });

    const pending = await apply(await signIn(t, waiting), full.idea.id);
    const inviteeClient = await signIn(t, invitee);
    const invitation = await apply(inviteeClient, solo.idea.id);
    await decide(await signIn(t, soloLeader), invitation.id, 'accepted');
    await t.db.execute(`update ideas set max_members = 2 where id = '${full.idea.id}'`);

    const res = await admin.client.get('/api/admin/formation');
    expect(res.status).toBe(200);
    const { progress, asOf } = res.body;
    expect(progress).toMatchObject({
      studentsTotal: 5,
      studentsInTeam: 3,
      studentsWithoutTeam: 2,
      byGender: {
        male: { total: 3, inTeam: 2, withoutTeam: 1 },
        female: { total: 2, inTeam: 1, withoutTeam: 1 },
      },
      teamsTotal: 2,
      teamsBelowMin: 1,
      teamsFull: 1,
      pendingApplications: { count: 1, oldestAt: pending.createdAt },
      openInvitations: { count: 1 },
    });
    expect(progress.byMajor).toEqual([
      { major: 'CS', total: 3, inTeam: 2, withoutTeam: 1 },
      { major: 'SWE', total: 2, inTeam: 1, withoutTeam: 1 },
    ]);
    expect(Date.parse(progress.openInvitations.oldestAt)).toBeLessThanOrEqual(Date.parse(asOf));

    // True at the moment of asking: the invitee confirms and the figures follow.
    await confirm(inviteeClient, invitation.id);
    const after = (await admin.client.get('/api/admin/formation')).body.progress;
    expect(after).toMatchObject({
      studentsInTeam: 4,
      studentsWithoutTeam: 1,
      byGender: { female: { total: 2, inTeam: 2, withoutTeam: 0 } },
      teamsBelowMin: 0,
      teamsFull: 1,
      openInvitations: { count: 0, oldestAt: null },
    });
  });
});
