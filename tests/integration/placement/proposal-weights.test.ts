import { beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createUser, insertTeam } from '../../support/factories.ts';
import { createCoordinator, freshUniversity } from '../../support/placement.ts';

// The coordinator's weights for the criteria after the choices (docs/rules/placement.md).
const t = useTestApp();

beforeEach(() => freshUniversity(t));

describe('POST /api/admin/formation/proposals with weights', () => {
  it('puts each student beside a member of their major rather than alone in it', async () => {
    const admin = await createCoordinator(t);
    const csLed = await insertTeam(t, await createUser(t, { major: 'CS' }), [], {
      requiredMajors: 'ME',
      allowCrossMajor: true,
    });
    const eeLed = await insertTeam(t, await createUser(t, { major: 'EE' }), [], {
      requiredMajors: 'ME',
      allowCrossMajor: true,
    });
    const ee = await createUser(t, { major: 'EE' });
    const cs = await createUser(t, { major: 'CS' });

    const res = await admin.client.post('/api/admin/formation/proposals', {
      min: 2,
      max: 2,
      weights: { avoidIsolating: 10 },
    });
    expect(res.status).toBe(201);
    const placed = Object.fromEntries(
      res.body.assignments.map((a: { studentId: string; ideaId: string }) => [
        a.studentId,
        a.ideaId,
      ]),
    );
    expect(placed).toEqual({ [cs.id]: csLed.idea.id, [ee.id]: eeLed.idea.id });
  });

  it('refuses a weight that is not a whole number from 0 to 10, naming the field', async () => {
    const admin = await createCoordinator(t);
    for (const bad of [11, -1, 2.5, '4']) {
      const res = await admin.client.post('/api/admin/formation/proposals', {
        weights: { majors: bad },
      });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.errors).toEqual({
        'weights.majors': {
          code: 'validation.weight',
          message: 'A weight must be a whole number from 0 to 10',
        },
      });
    }
    const unknown = await admin.client.post('/api/admin/formation/proposals', {
      weights: { gender: 3 },
    });
    expect(unknown.status).toBe(400);
    const ok = await admin.client.post('/api/admin/formation/proposals', {
      weights: { majors: 0, skills: 10, evenSizes: 0, avoidIsolating: 0 },
    });
    expect(ok.status).toBe(201);
  });
});
