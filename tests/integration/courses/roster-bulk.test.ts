import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createCourse, csv, postRoster } from './course-setup.ts';

// A university's roster in one request: bulk statements, not one per line.

describe('a 10,000-line roster', () => {
  // The invitations' mail is not what this file measures.
  const t = useTestApp({ env: { EMAIL_POLL_MS: '3600000' } });

  it('imports half known accounts and half new e-mails, and again changes nothing', async () => {
    const { course, coordinator } = await createCourse(t);
    const tag = course.id.slice(0, 8);
    const emailOf = (i: number) => `bulk-${i}-${tag}@uni.test`;
    await t.db.execute(sql`insert into users
        (email, password_hash, name, major, phone, gender, is_verified)
      select 'bulk-' || i || '-' || ${tag} || '@uni.test', 'x', 'Student ' || i, 'CS',
        '0551234567', case when i % 2 = 0 then 'female' else 'male' end, true
      from generate_series(0, 4999) i`);
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `${emailOf(i)},Student ${i},${i % 2 ? 'male' : 'female'},CS`,
    );
    const body = csv(...lines);

    const started = performance.now();
    const res = await postRoster(coordinator.client, course.id, body);
    const ms = performance.now() - started;
    console.log(`roster import, 10,000 lines on ${t.engine}: ${Math.round(ms)} ms`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ added: 5000, invited: 5000, errors: [] });

    const again = await postRoster(coordinator.client, course.id, body);
    expect(again.body).toEqual({ added: 0, invited: 0, errors: [] });
    const roster = await coordinator.client.get(`/api/courses/${course.id}/roster`);
    expect(roster.body.members).toHaveLength(5000);
    expect(roster.body.invited).toHaveLength(5000);
  }, 120_000);
});
