import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/app.ts';
import { createSignedInUser, createUser, insertTeam } from '../../support/factories.ts';
import type { HttpClient } from '../../support/http.ts';

// The instructor's CSV exports (docs/decisions/0071-csv-exports.md).

const t = useTestApp();

/** The raw bytes of a download (fetch's text() would drop the byte order mark). */
async function download(client: HttpClient, path: string) {
  const res = await fetch(t.url + path, {
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes, text: bytes.toString('utf8') };
}

/** RFC 4180 parsing, enough for the test: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

const BOM = [0xef, 0xbb, 0xbf];

describe('GET /api/admin/export/*.csv', () => {
  it('refuses students (403) and anonymous callers (401)', async () => {
    const student = await createSignedInUser(t);
    for (const path of ['/api/admin/export/teams.csv', '/api/admin/export/users.csv']) {
      expect((await student.client.get(path)).status).toBe(403);
      expect((await t.client().get(path)).status).toBe(401);
    }
  });

  it('teams.csv: a row per member, leader first, RFC 4180 quoting, formulas neutralised, Arabic intact', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true });
    const leader = await createUser(t, {
      name: 'سارة "the lead", أحمد',
      major: 'SWE',
      phone: '0501112222',
    });
    const member = await createUser(t, { name: '=HYPERLINK("http://evil.test")' });
    const other = await createUser(t, { name: '@SUM(A1)\nsecond line' });
    const { idea } = await insertTeam(t, leader, [member, other], {
      title: '+cmd|calc, "quoted"',
    });

    const { res, bytes, text } = await download(admin.client, '/api/admin/export/teams.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="teamup-teams-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    expect(text).toMatch(/\r\n$/);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'Group',
      'Team ID',
      'Gender',
      'Idea title',
      'Role',
      'Name',
      'E-mail',
      'Major',
      'Phone',
    ]);
    const ours = rows.filter((r) => r[1] === idea.teamId && r[2] === 'male');
    expect(ours).toEqual([
      [
        `${idea.teamId} (male)`,
        idea.teamId,
        'male',
        `'+cmd|calc, "quoted"`,
        'Leader',
        'سارة "the lead", أحمد',
        leader.email,
        'Software Engineering',
        '0501112222',
      ],
      [
        `${idea.teamId} (male)`,
        idea.teamId,
        'male',
        `'+cmd|calc, "quoted"`,
        'Member',
        `'=HYPERLINK("http://evil.test")`,
        member.email,
        'Computer Science',
        member.phone,
      ],
      [
        `${idea.teamId} (male)`,
        idea.teamId,
        'male',
        `'+cmd|calc, "quoted"`,
        'Member',
        `'@SUM(A1)\nsecond line`,
        other.email,
        'Computer Science',
        other.phone,
      ],
    ]);
    // The quoting itself, as written on the wire.
    expect(text).toContain('"\'+cmd|calc, ""quoted"""');
    expect(text).toContain('"سارة ""the lead"", أحمد"');
  });

  it('teams.csv names each group once: the same Team ID of both genders are two groups', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true });
    const him = await createUser(t, { gender: 'male' });
    const her = await createUser(t, { gender: 'female' });
    await insertTeam(t, him, [], { teamId: 'M909' });
    await insertTeam(t, her, [], { teamId: 'M909' });

    const rows = parseCsv(
      (await download(admin.client, '/api/admin/export/teams.csv')).text.slice(1),
    );
    const groups = rows.filter((r) => r[1] === 'M909').map((r) => [r[0], r[2], r[5]]);
    expect(groups).toEqual(
      expect.arrayContaining([
        ['M909 (male)', 'male', him.name],
        ['M909 (female)', 'female', her.name],
      ]),
    );
    expect(groups).toHaveLength(2);
  });

  it('users.csv: every user, verified or not, with team, role and formation state', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true });
    const leader = await createUser(t, { name: 'Lina Leader', gender: 'female' });
    const member = await createUser(t, { name: 'Maha Member', gender: 'female' });
    const pending = await createUser(t, { name: '-Pending one', isVerified: false });
    const { idea } = await insertTeam(t, leader, [member]);

    const { res, bytes, text } = await download(admin.client, '/api/admin/export/users.csv');
    expect(res.status).toBe(200);
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    const rows = parseCsv(text.slice(1));
    expect(rows[0]).toEqual([
      'Name',
      'E-mail',
      'Gender',
      'Major',
      'Phone',
      'Verified',
      'Admin',
      'Team ID',
      'Team role',
      'Formation',
      'Registered at',
    ]);
    const byEmail = new Map(rows.slice(1).map((r) => [r[1], r]));
    expect(byEmail.get(leader.email)?.slice(0, 9)).toEqual([
      'Lina Leader',
      leader.email,
      'female',
      'Computer Science',
      leader.phone,
      'Yes',
      'No',
      idea.teamId,
      'Leader',
    ]);
    expect(byEmail.get(member.email)?.slice(7, 10)).toEqual([idea.teamId, 'Member', 'in team']);
    expect(byEmail.get(leader.email)?.[9]).toBe('in team');
    expect(byEmail.get(pending.email)?.slice(0, 1)).toEqual(["'-Pending one"]);
    expect(byEmail.get(pending.email)?.slice(5, 10)).toEqual(['No', 'No', '', '', 'without team']);
    expect(byEmail.get(admin.user.email)?.[6]).toBe('Yes');
  });

  it('users.csv reads past a page boundary: every one of 2,100 users exactly once', async () => {
    const admin = await createSignedInUser(t, { isAdmin: true });
    const { users } = await import('../../../src/server/db/schema.ts');
    const base = Date.now();
    const created = Array.from({ length: 2100 }, (_, i) => ({
      email: `bulk-${base}-${i}@uni.test`,
      passwordHash: 'x',
      name: `Bulk ${i}`,
      major: 'CS',
      phone: '0551234567',
      gender: 'male' as const,
      isVerified: true,
      // Many share one instant: the page key (created_at, id) must still not skip or repeat.
      createdAt: new Date(base - 60_000 + Math.floor(i / 300)),
    }));
    for (let i = 0; i < created.length; i += 500) {
      await t.db.insert(users).values(created.slice(i, i + 500));
    }
    const { text } = await download(admin.client, '/api/admin/export/users.csv');
    const emails = parseCsv(text.slice(1))
      .slice(1)
      .map((r) => r[1]!)
      .filter((e) => e.startsWith(`bulk-${base}-`));
    expect(emails).toHaveLength(2100);
    expect(new Set(emails).size).toBe(2100);
  });
});
