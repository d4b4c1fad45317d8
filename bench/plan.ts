import { sql } from 'drizzle-orm';
import { urlOf } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { splitList } from '@contract/text.ts';
import { BROWSE_PAGE_SIZE, PAGE_DEFAULT } from '@contract/limits.ts';
import { MAJOR_KEYS } from '@contract/majors.ts';
import { queryRows, type Db } from '../src/server/db/client.ts';
import { sessionCookieName } from '../src/server/domain/auth-cookies.ts';
import type { LoadItem, WriteCycle } from './lib/types.ts';
import { SKILLS } from '../src/server/cli/sample-words.ts';
import { TAGS } from './seed-data.ts';
import { ideaId, sessionToken, userEmail, userId, type SeedSizes } from './seed.ts';
import { PASSWORD } from '../tests/support/factories.ts';

// The scenarios: what each simulated request asks for, and as whom.

export interface ReadScenario {
  name: string;
  /** Browse scenarios are the lists the floor server (bench/floor-server.ts) can answer too. */
  group: 'browse' | 'dashboard';
  items: LoadItem[];
}

const KEYWORDS = ['campus', 'sensor', 'energy', 'robot', 'students', 'tracker', 'drone', 'city'];
const ITEMS = 2000;

/** Verified users spread over the whole population (leaders, members and free students). */
function readers(sizes: SeedSizes, count = ITEMS): number[] {
  const step = sizes.students / count;
  return Array.from({ length: count }, (_, k) => 1 + Math.floor(k * step)).filter(
    (u) => u % 50 !== 49,
  );
}

// The bench serves plain http on this machine, so the session cookie has its plain name.
const SESSION_COOKIE = sessionCookieName({ APP_ORIGIN: 'http://127.0.0.1' });
export const cookieOf = (salt: string, u: number) => `${SESSION_COOKIE}=${sessionToken(salt, u)}`;

export function readScenarios(sizes: SeedSizes, salt: string): ReadScenario[] {
  const users = readers(sizes);
  const get = (path: (u: number, k: number) => string) =>
    users.map((u, k): LoadItem => ({ method: 'GET', path: path(u, k), cookie: cookieOf(salt, u) }));
  const at = <T>(list: readonly T[], k: number) => list[k % list.length]!;
  // Leaders of active ideas (user i owns idea i; idea i is inactive when i % 100 = 13).
  const owners = Array.from({ length: sizes.ideas }, (_, k) => k + 1).filter(
    (i) => i % 100 !== 13 && i % 50 !== 49,
  );
  // Browse Ideas and Browse Students load BROWSE_PAGE_SIZE at a time, as the web client asks;
  // one row also asks for the API's default page (PAGE_DEFAULT).
  const limit = BROWSE_PAGE_SIZE;
  const ideas = (query: Record<string, string> = {}) =>
    urlOf(ENDPOINTS.ideas.list, { query: { limit, ...query } });
  const students = (query: Record<string, string>) =>
    urlOf(ENDPOINTS.students.list, { query: { limit, ...query } });
  return [
    { name: 'ideas: unfiltered', group: 'browse', items: get(() => ideas()) },
    {
      name: `ideas: unfiltered, ${PAGE_DEFAULT} per page`,
      group: 'browse',
      items: get(() => urlOf(ENDPOINTS.ideas.list)),
    },
    {
      name: 'ideas: major',
      group: 'browse',
      items: get((_u, k) => ideas({ major: at(MAJOR_KEYS, k * 7) })),
    },
    {
      name: 'ideas: skills',
      group: 'browse',
      items: get((_u, k) => ideas({ skills: at(SKILLS, k * 3) })),
    },
    {
      name: 'ideas: major + skills',
      group: 'browse',
      items: get((_u, k) => ideas({ major: at(MAJOR_KEYS, k * 7), skills: at(SKILLS, k * 3) })),
    },
    {
      name: 'ideas: tags',
      group: 'browse',
      items: get((_u, k) => ideas({ tags: at(TAGS, k * 5) })),
    },
    {
      name: 'ideas: keywords (q)',
      group: 'browse',
      items: get((_u, k) => ideas({ q: at(KEYWORDS, k) })),
    },
    {
      name: 'students: major',
      group: 'browse',
      items: get((_u, k) => students({ major: at(MAJOR_KEYS, k * 5) })),
    },
    {
      name: 'students: major + skills',
      group: 'browse',
      items: get((_u, k) => students({ major: at(MAJOR_KEYS, k * 5), skills: at(SKILLS, k) })),
    },
    {
      name: 'dashboard: profile',
      group: 'dashboard',
      items: get(() => urlOf(ENDPOINTS.profile.get)),
    },
    {
      name: 'dashboard: stats',
      group: 'dashboard',
      items: get(() => urlOf(ENDPOINTS.dashboard.stats)),
    },
    {
      name: 'dashboard: my ideas',
      group: 'dashboard',
      items: get(() => urlOf(ENDPOINTS.ideas.my)),
    },
    {
      name: 'dashboard: notifications',
      group: 'dashboard',
      items: get(() => urlOf(ENDPOINTS.notifications.list)),
    },
    {
      name: 'dashboard: applicants',
      group: 'dashboard',
      items: owners.map((i) => ({
        method: 'GET',
        path: urlOf(ENDPOINTS.applications.ofIdea, { params: { ideaId: ideaId(i) } }),
        cookie: cookieOf(salt, i),
      })),
    },
    { name: 'dashboard: my team', group: 'dashboard', items: get(() => urlOf(ENDPOINTS.teams.my)) },
  ];
}

/** POST /api/auth/login bodies of many different verified users. */
export function signInItems(sizes: SeedSizes): LoadItem[] {
  return readers(sizes, 1000).map((u) => ({
    method: 'POST',
    path: ENDPOINTS.auth.login.path,
    body: JSON.stringify({ email: userEmail(u), password: PASSWORD }),
  }));
}

/**
 * Apply -> accept -> confirm cycles, one per free student (not in a team), each to an active,
 * visible idea of their gender that takes their major and that they have no open application
 * to. Read from the seeded database before the server starts.
 */
export async function planWriteCycles(
  db: Db,
  options: { sizes: SeedSizes; salt: string; max: number },
): Promise<WriteCycle[]> {
  const numberOf = new Map<string, number>();
  for (let u = 1; u <= options.sizes.students; u++) numberOf.set(userId(u), u);
  const free = await queryRows<{ id: string; gender: string; major: string }>(
    db,
    sql`select u.id, u.gender, u.major from users u
      where u.is_verified and not exists (select 1 from team_members m where m.user_id = u.id)
      order by u.created_at desc`,
  );
  const ideas = await queryRows<{
    id: string;
    creator_id: string;
    gender: string;
    required_majors: string;
    allow_cross_major: boolean;
  }>(
    db,
    sql`select i.id, i.creator_id, u.gender, i.required_majors, i.allow_cross_major
      from ideas i join users u on u.id = i.creator_id
      where i.is_active and not i.is_hidden and i.kicked_member_ids = '' and u.is_verified
      order by i.created_at`,
  );
  const open = await queryRows<{ idea_id: string; applicant_id: string }>(
    db,
    sql`select idea_id, applicant_id from applications where status in ('pending', 'accepted')`,
  );
  const taken = new Set(open.map((a) => `${a.idea_id}|${a.applicant_id}`));
  const byGender = new Map<string, typeof ideas>();
  for (const idea of ideas) byGender.set(idea.gender, [...(byGender.get(idea.gender) ?? []), idea]);

  const cycles: WriteCycle[] = [];
  for (const [n, user] of free.entries()) {
    if (cycles.length >= options.max) break;
    const candidates = byGender.get(user.gender) ?? [];
    for (let k = 0; k < candidates.length; k++) {
      const idea = candidates[(n * 31 + k) % candidates.length]!;
      const fits = idea.allow_cross_major || splitList(idea.required_majors).includes(user.major);
      if (!fits || taken.has(`${idea.id}|${user.id}`)) continue;
      const leader = numberOf.get(idea.creator_id);
      const applicant = numberOf.get(user.id);
      if (leader === undefined || applicant === undefined) continue;
      cycles.push({
        ideaId: idea.id,
        applicantId: user.id,
        applicantCookie: cookieOf(options.salt, applicant),
        leaderCookie: cookieOf(options.salt, leader),
      });
      break;
    }
  }
  return cycles;
}

/** Checks in SQL that every completed cycle left its whole trace (no lost update). */
export async function verifyWrites(
  db: Db,
  completed: Array<{ applicationId: string; applicantId: string; ideaId: string }>,
): Promise<{ checked: number; lost: number; details: string[] }> {
  if (completed.length === 0) return { checked: 0, lost: 0, details: [] };
  const payload = JSON.stringify(completed);
  const rows = await queryRows<{ application_id: string; problem: string }>(
    db,
    sql`with c as (
        select * from json_to_recordset(${payload}::json)
          as x("applicationId" uuid, "applicantId" uuid, "ideaId" uuid))
      select c."applicationId"::text as application_id,
        case
          when a.id is null then 'application missing'
          when a.status <> 'accepted' then 'application is ' || a.status
          when m.user_id is null then 'applicant is not a member of the idea''s team'
          when (select count(*) from notifications n where n.application_id = a.id
                and n.type = 'member_joined') <> 1 then 'leader not told exactly once'
          when exists (select 1 from applications p where p.applicant_id = c."applicantId"
                and p.status = 'pending') then 'other applications still pending'
          else 'ok' end as problem
      from c
      left join applications a on a.id = c."applicationId"
      left join teams t on t.idea_id = c."ideaId"
      left join team_members m on m.team_id = t.id and m.user_id = c."applicantId"
        and m.role = 'member'`,
  );
  const bad = rows.filter((r) => r.problem !== 'ok');
  return {
    checked: rows.length,
    lost: bad.length,
    details: bad.slice(0, 10).map((r) => `${r.application_id}: ${r.problem}`),
  };
}
