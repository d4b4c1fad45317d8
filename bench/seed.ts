import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { INVITATION_MARK } from '@contract/notifications.ts';
import type { Db } from '../src/server/db/client.ts';
import { queryRows } from '../src/server/db/client.ts';
import { hashPassword } from '../src/server/modules/auth/passwords.ts';
import { FIRST_NAMES, LAST_NAMES, SKILLS } from '../src/server/cli/sample-words.ts';
import {
  HOBBIES,
  IDEA_ADJECTIVES,
  IDEA_NOUNS,
  IDEA_TARGETS,
  MAJOR_KEYS_AND_NAMES,
  TAGS,
  sqlArray,
} from './seed-data.ts';
import { PASSWORD } from '../tests/support/factories.ts';

// The benchmark's university, written with set-based SQL (INSERT ... SELECT generate_series) so
// that it takes seconds, not minutes. Every invariant of the schema holds: one team per user,
// the leader is a member, one open application per (idea, applicant), applicants of the idea's
// gender, e-mails lower-case. Ids are uuids derived from md5 of a label, so the harness can name any row.
// Team IDs are 'M' plus three digits and unique: at most 1,000 ideas and teams, so above the full
// size (BENCH_SCALE > 1) only students, notifications and applications grow; members stay at
// most 8 a team (teams of 9, as at full size) and the other students are free applicants.

export const MAX_IDEAS = 1000;

export interface SeedSizes {
  students: number;
  ideas: number;
  /** Team members other than the leaders, spread over every team. */
  members: number;
  notifications: number;
}

export const FULL_SIZES: SeedSizes = {
  students: 20_000,
  ideas: MAX_IDEAS,
  members: 8_000,
  notifications: 100_000,
};

export function scaledSizes(scale: number): SeedSizes {
  const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);
  const ideas = Math.min(MAX_IDEAS, even(FULL_SIZES.ideas * scale));
  return {
    students: Math.round(FULL_SIZES.students * scale),
    ideas,
    members: Math.min(8 * ideas, even(FULL_SIZES.members * scale)),
    notifications: Math.round(FULL_SIZES.notifications * scale),
  };
}

/** The uuid the seed gives a row: md5 of a label with the version 4 and variant bits set. */
export function seedUuid(label: string): string {
  const h = createHash('md5').update(label).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
}

export const userId = (u: number) => seedUuid(`user-${u}`);
export const ideaId = (i: number) => seedUuid(`idea-${i}`);
export const sessionToken = (salt: string, u: number) => `${salt}-${u}`;
export const userEmail = (u: number) => `student${u}@uni.edu`;
export const genderOf = (u: number) => (u % 2 === 0 ? 'female' : 'male');

export interface SeedResult {
  sizes: SeedSizes;
  counts: Record<string, number>;
  seconds: number;
}

/**
 * Users 1..ideas are the leaders (user i created idea i, same parity = same gender), users
 * ideas+1..ideas+members are team members, the rest are free students who applied to ideas.
 * Every user has a session whose cookie value is `${salt}-${u}`.
 */
export async function seedUniversity(db: Db, sizes: SeedSizes, salt: string): Promise<SeedResult> {
  const started = Date.now();
  const { students: S, ideas: I, members: M } = sizes;
  if (I % 2 !== 0 || I > MAX_IDEAS || I + M >= S) throw new Error('impossible seed sizes');
  const passwordHash = await hashPassword(PASSWORD);
  const run = (query: ReturnType<typeof sql>) => db.execute(query);
  const raw = (text: string) => sql.raw(text);
  const num = (n: number) => sql.raw(String(Math.trunc(n)));
  const majorKeys = sqlArray(MAJOR_KEYS_AND_NAMES.map(([k]) => k));
  const majorNames = sqlArray(MAJOR_KEYS_AND_NAMES.map(([, n]) => n));
  const skills = sqlArray(SKILLS);
  const pick = (arr: string, n: number, expr: string) => `(${arr})[1 + (${expr}) % ${n}]`;
  const skill = (expr: string) => pick(skills, SKILLS.length, expr);
  const tag = (expr: string) => pick(sqlArray(TAGS), TAGS.length, expr);
  const majorOf = (u: string) => pick(majorKeys, MAJOR_KEYS_AND_NAMES.length, `(${u}) * 7`);

  await run(sql`
    create or replace function bench_uuid(label text) returns uuid language sql immutable as $$
      select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid
      from md5(label) as h $$`);

  // Users: both genders (by parity), every major, half listed in the directory.
  await run(sql`
    insert into users (id, email, password_hash, name, major, phone, gender, bio, skills,
      is_verified, appear_in_list, show_name, show_phone, created_at)
    select bench_uuid('user-' || u), 'student' || u || '@uni.edu', ${passwordHash},
      case when u % 2 = 0 then ${raw(pick(sqlArray(FIRST_NAMES.female), 24, 'u / 2'))}
        else ${raw(pick(sqlArray(FIRST_NAMES.male), 24, 'u / 2'))} end
        || ' ' || ${raw(pick(sqlArray(LAST_NAMES), LAST_NAMES.length, 'u / 48'))},
      ${raw(majorOf('u'))},
      '05' || lpad((u * 7919 % 100000000)::text, 8, '0'),
      case when u % 2 = 0 then 'female' else 'male' end,
      case when u % 7 = 0 then '' else
        (array['First-year','Second-year','Third-year','Fourth-year','Graduating'])[1 + u % 5]
        || ' ' || ${raw(pick(majorNames, MAJOR_KEYS_AND_NAMES.length, 'u * 7'))}
        || ' student who enjoys ' || lower(${raw(skill('u * 3'))}) || ' and '
        || ${raw(pick(sqlArray(HOBBIES), HOBBIES.length, 'u / 3'))}
        || '. Looking for a team that ships something real this semester.' end,
      concat_ws(',', ${raw(skill('u'))}, ${raw(skill('u * 7 + 3'))},
        case when u % 3 > 0 then ${raw(skill('u * 13 + 5'))} end,
        case when u % 5 = 0 then ${raw(skill('u * 17 + 11'))} end),
      u % 50 <> 49, u % 4 < 2, u % 6 <> 5, u % 5 <> 4,
      now() - (${num(S)} - u + 1) * interval '10 minutes'
    from generate_series(1, ${num(S)}) as u`);

  // Verified students are on the default course's roster, as verifying an account puts them.
  await run(sql`
    insert into course_students (course_id, user_id)
    select (select id from courses where is_default), id from users where is_verified`);

  // Ideas: user i created idea i; required majors include the creator's own. All of them, their
  // teams and their members are the default course's.
  const course = raw(`(select id from courses where is_default)`);
  await run(sql`
    insert into ideas (id, course_id, creator_id, gender, title, description, team_id, tags, required_majors,
      required_skills, allow_cross_major, is_active, is_hidden, created_at)
    select bench_uuid('idea-' || i), ${course}, bench_uuid('user-' || i),
      case when i % 2 = 0 then 'female' else 'male' end,
      ${raw(pick(sqlArray(IDEA_ADJECTIVES), IDEA_ADJECTIVES.length, 'i'))} || ' '
        || ${raw(pick(sqlArray(IDEA_NOUNS), IDEA_NOUNS.length, 'i / 3'))} || ' for '
        || ${raw(pick(sqlArray(IDEA_TARGETS), IDEA_TARGETS.length, 'i / 7'))},
      'We are building a ' || lower(${raw(pick(sqlArray(IDEA_ADJECTIVES), IDEA_ADJECTIVES.length, 'i'))})
        || ' ' || ${raw(pick(sqlArray(IDEA_NOUNS), IDEA_NOUNS.length, 'i / 3'))} || ' for '
        || ${raw(pick(sqlArray(IDEA_TARGETS), IDEA_TARGETS.length, 'i / 7'))}
        || '. The prototype uses ' || ${raw(skill('i * 5'))} || ' and '
        || ${raw(skill('i * 11 + 1'))}
        || ' and will be tested with real users before the end of the semester. '
        || (array['We have a sensor kit and a small budget from the department.',
                  'Our advisor has agreed to supervise and the lab has space for us.',
                  'We plan to enter the national innovation competition in spring.',
                  'The campus operations office wants to pilot it next term.'])[1 + i % 4]
        || ' We need people who can commit about six hours a week.',
      'M' || lpad((i - 1)::text, 3, '0'),
      concat_ws(',', ${raw(tag('i'))}, ${raw(tag('i * 7 + 2'))},
        case when i % 2 = 0 then ${raw(tag('i * 11 + 5'))} end),
      (select string_agg(distinct m, ',') from unnest(array[
        ${raw(majorOf('i'))}, ${raw(pick(majorKeys, 27, 'i * 3 + 1'))},
        case when i % 3 = 0 then ${raw(pick(majorKeys, 27, 'i * 5 + 2'))} end]) as m),
      concat_ws(',', ${raw(skill('i * 5'))}, ${raw(skill('i * 11 + 1'))},
        case when i % 2 = 1 then ${raw(skill('i * 19 + 7'))} end),
      i % 3 = 0, i % 100 <> 13, i % 50 = 7,
      now() - (${num(I)} - i + 1) * interval '50 minutes'
    from generate_series(1, ${num(I)}) as i`);

  await run(sql`
    insert into teams (id, course_id, idea_id, leader_id, created_at)
    select bench_uuid('team-' || i), ${course}, bench_uuid('idea-' || i), bench_uuid('user-' || i),
      now() - (${num(I)} - i + 1) * interval '50 minutes'
    from generate_series(1, ${num(I)}) as i`);
  await run(sql`
    insert into team_members (team_id, course_id, user_id, role, joined_at)
    select bench_uuid('team-' || i), ${course}, bench_uuid('user-' || i), 'creator',
      now() - (${num(I)} - i + 1) * interval '50 minutes'
    from generate_series(1, ${num(I)}) as i`);

  // Members: user u joins idea ((u - I - 1) % I) + 1, which has u's parity (I is even), through
  // an accepted application.
  const memberIdea = `((u - ${I} - 1) % ${I}) + 1`;
  await run(sql`
    insert into applications (id, idea_id, applicant_id, status, created_at, updated_at)
    select bench_uuid('app-m-' || u), bench_uuid('idea-' || ${raw(memberIdea)}),
      bench_uuid('user-' || u), 'accepted',
      now() - (${num(I)} - (${raw(memberIdea)}) + 1) * interval '50 minutes' + (u % 40) * interval '1 hour',
      now() - (${num(I)} - (${raw(memberIdea)}) + 1) * interval '50 minutes' + (u % 40 + 2) * interval '1 hour'
    from generate_series(${num(I + 1)}, ${num(I + M)}) as u`);
  await run(sql`
    insert into team_members (team_id, course_id, user_id, role, joined_at)
    select bench_uuid('team-' || ${raw(memberIdea)}), ${course}, bench_uuid('user-' || u), 'member',
      now() - (${num(I)} - (${raw(memberIdea)}) + 1) * interval '50 minutes' + (u % 40 + 3) * interval '1 hour'
    from generate_series(${num(I + 1)}, ${num(I + M)}) as u`);

  // Free students: two applications each to ideas of their gender; pending, open invitations
  // (accepted, not yet confirmed) and declined.
  const half = I / 2;
  const freeIdea = `(2 * ((u * 37 + j * 9) % ${half}) + 2 - u % 2)`;
  await run(sql`
    insert into applications (id, idea_id, applicant_id, status, created_at, updated_at)
    select bench_uuid('app-' || u || '-' || j), bench_uuid('idea-' || ${raw(freeIdea)}),
      bench_uuid('user-' || u),
      case when (u + j) % 11 < 7 then 'pending' when (u + j) % 11 = 7 then 'accepted'
        else 'rejected' end,
      now() - ((u * 13 + j * 7) % 40000) * interval '1 minute',
      now() - ((u * 13 + j * 7) % 40000) * interval '1 minute' + interval '1 hour'
    from generate_series(${num(I + M + 1)}, ${num(S)}) as u, generate_series(0, 1) as j`);

  // The notifications the handshake would have written, then general updates up to the total.
  await run(sql`
    insert into notifications (user_id, type, message, application_id, is_read, created_at)
    select i.creator_id, 'application', u.name || ' applied to join ''' || i.title || '''.',
      a.id, a.status <> 'pending', a.created_at
    from applications a join ideas i on i.id = a.idea_id join users u on u.id = a.applicant_id`);
  await run(sql`
    insert into notifications (user_id, type, message, application_id, is_read, created_at)
    select a.applicant_id,
      case when m.user_id is not null then 'invitation_closed' else a.status end,
      case when m.user_id is not null then 'You joined the team for ''' || i.title || '''.'
        when a.status = 'accepted' then 'Your application to join ''' || i.title
          || ''' was accepted! ' || ${INVITATION_MARK}::text || ' and join the team.'
        else 'Your application to join ''' || i.title || ''' was declined.' end,
      a.id, m.user_id is not null or a.status = 'rejected', a.updated_at
    from applications a join ideas i on i.id = a.idea_id
      left join team_members m on m.user_id = a.applicant_id and m.role = 'member'
    where a.status <> 'pending'`);
  await run(sql`
    insert into notifications (user_id, type, message, application_id, is_read, created_at)
    select i.creator_id, 'member_joined', u.name || ' joined your team for ''' || i.title || '''.',
      a.id, true, a.updated_at + interval '5 minutes'
    from applications a join ideas i on i.id = a.idea_id join users u on u.id = a.applicant_id
      join team_members m on m.user_id = a.applicant_id and m.role = 'member'`);
  const [{ n: written = 0 } = {}] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from notifications`,
  );
  const filler = Math.max(0, sizes.notifications - Number(written));
  await run(sql`
    insert into notifications (user_id, type, message, is_read, created_at)
    select bench_uuid('user-' || (1 + (n * 7919) % ${num(S)})),
      (array['team','member_left','invitation_declined','team_dissolved'])[1 + n % 4],
      (array['Your team meeting moved to Thursday.',
             'A member left a team you follow.',
             'An invitation you sent was declined.',
             'A team you applied to was dissolved by its owner.'])[1 + n % 4],
      n % 3 <> 0, now() - (n % 50000) * interval '1 minute'
    from generate_series(1, ${num(filler)}) as n`);

  // A session per user with a known cookie value (hashToken is sha256 hex of it).
  await run(sql`
    insert into sessions (id_hash, user_id, created_at, last_seen_at, expires_at)
    select encode(sha256(convert_to(${salt}::text || '-' || u, 'UTF8')), 'hex'), bench_uuid('user-' || u),
      now(), now(), now() + interval '30 days'
    from generate_series(1, ${num(S)}) as u`);

  await run(sql`drop function bench_uuid(text)`);
  await run(sql`analyze`);
  const counts: Record<string, number> = {};
  for (const table of [
    'users',
    'ideas',
    'teams',
    'team_members',
    'applications',
    'notifications',
  ]) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${raw(table)}`,
    );
    counts[table] = Number(row?.n ?? 0);
  }
  const byStatus = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from applications group by status order by status`,
  );
  for (const { status, n } of byStatus) counts[`applications_${status}`] = Number(n);
  return { sizes, counts, seconds: (Date.now() - started) / 1000 };
}
