import { count, eq, inArray, like, sql } from 'drizzle-orm';
import { ALL_TEAM_IDS } from '@contract/ideas.ts';
import { INVITATION_MARK } from '@contract/notifications.ts';
import type { Db } from '../db/client.ts';
import * as s from '../db/schema.ts';
import { defaultCourse } from '../domain/courses.ts';
import { majorFits } from '../domain/ideas.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { openConfiguredDatabase } from './open.ts';
import { FIRST_NAMES, LAST_NAMES, SKILLS } from './sample-words.ts';

// `npm run seed:demo [-- --force]`: a small demo university to try the app with.
// Refuses a database that already has users unless --force, which replaces only earlier demo
// accounts (e-mails @demo.teamup.test) and never touches anyone else.

export const DEMO_DOMAIN = 'demo.teamup.test';
export const DEMO_PASSWORD = 'Demo_2026';
/** Students of each gender in the demo university. */
const PER_GENDER = 16;

const MAJORS = ['CS', 'SWE', 'EE', 'ME', 'COE', 'ISE', 'MIS', 'FIN', 'MATH', 'PHYS', 'ARE', 'CHE'];
const IDEAS = [
  {
    title: 'Campus shuttle tracker',
    description:
      'A live map of campus shuttles with arrival predictions, built with students who ride them every day.',
    majors: 'CS,SWE',
    skills: 'React,Maps',
    tags: 'mobile,transport',
  },
  {
    title: 'Solar-powered study pods',
    description:
      'Design and prototype outdoor study pods that run on solar power and keep laptops charged.',
    majors: 'EE,ME,ARE,CHE',
    skills: 'CAD,Power electronics',
    tags: 'energy,design',
  },
  {
    title: 'Smart irrigation for the botanical garden',
    description:
      'Sensors and a small controller that water the garden only when the soil needs it.',
    majors: 'EE,COE',
    skills: 'Arduino,Embedded C',
    tags: 'iot,sustainability',
  },
  {
    title: 'Student budget coach',
    description: 'An app that helps students plan a semester budget and spot spending leaks.',
    majors: 'FIN,MIS,CS',
    skills: 'Data analysis,Figma',
    tags: 'fintech,mobile',
  },
] as const;

async function main() {
  const force = process.argv.includes('--force');
  const { database } = await openConfiguredDatabase();
  try {
    const db = database.db;
    const [existing] = await db.select({ n: count() }).from(s.users);
    if ((existing?.n ?? 0) > 0 && !force) {
      console.error(
        `This database already has ${existing?.n} users; refusing to add demo data. ` +
          'Run `npm run seed:demo -- --force` to (re)create the demo accounts beside them.',
      );
      process.exitCode = 1;
      return;
    }
    const credentials = await seedDemo(db);
    console.log(`Demo university ready. Every demo account's password: ${DEMO_PASSWORD}`);
    for (const line of credentials) console.log(`  ${line}`);
  } finally {
    await database.close();
  }
}

export async function seedDemo(db: Db): Promise<string[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    await tx.delete(s.users).where(like(s.users.email, `%@${DEMO_DOMAIN}`));
    // The demo's ideas are the default course's, whose team IDs are unique per gender
    // (docs/decisions/0012-team-ids-per-gender.md).
    const existing = await tx
      .select({ teamId: s.ideas.teamId, gender: s.ideas.gender })
      .from(s.ideas)
      .where(eq(s.ideas.courseId, defaultCourse()));
    const freeTeamIds = (gender: 'male' | 'female') => {
      const taken = new Set(existing.filter((r) => r.gender === gender).map((r) => r.teamId));
      return ALL_TEAM_IDS.filter((id) => !taken.has(id));
    };

    const people = (['female', 'male'] as const).flatMap((gender) =>
      FIRST_NAMES[gender].slice(0, PER_GENDER).map((first, i) => ({
        email: `${first.toLowerCase()}.${gender}@${DEMO_DOMAIN}`,
        passwordHash,
        name: `${first} ${LAST_NAMES[i % LAST_NAMES.length]}`,
        major: MAJORS[i % MAJORS.length]!,
        phone: `05${String(10_000_000 + i * 7_919 + (gender === 'male' ? 50_000_000 : 0)).slice(0, 8)}`,
        gender,
        bio: `${first} studies ${MAJORS[i % MAJORS.length]} and likes building things with friends.`,
        skills: [
          SKILLS[i % SKILLS.length],
          SKILLS[(i + 3) % SKILLS.length],
          SKILLS[(i + 7) % SKILLS.length],
        ].join(','),
        isVerified: true,
        appearInList: i % 2 === 0,
        showPhone: i % 3 !== 0,
        showName: i % 5 !== 4,
        isAdmin: gender === 'female' && i === 0,
      })),
    );
    const users = await tx.insert(s.users).values(people).returning();
    // Verified accounts are students of the default course (docs/rules/courses.md).
    await tx.execute(sql`insert into course_students (course_id, user_id)
      select c.id, u.id from courses c cross join users u where c.is_default and u.is_verified
      on conflict do nothing`);
    const byGender = (g: 'male' | 'female') => users.filter((u) => u.gender === g);

    for (const gender of ['female', 'male'] as const) {
      const group = byGender(gender);
      const teamIds = freeTeamIds(gender);
      // Students 1..4 lead an idea each; two others joined the first team and four applied to
      // the second, each of a major the idea takes (docs/rules/ideas-and-teams.md).
      const free = group.slice(IDEAS.length + 1);
      const fitting = (idea: s.IdeaRow, n: number) => {
        const chosen = free.filter((u) => majorFits(idea, u.major)).slice(0, n);
        if (chosen.length < n) throw new Error(`demo data: too few students fit "${idea.title}"`);
        for (const u of chosen) free.splice(free.indexOf(u), 1);
        return chosen;
      };
      for (let k = 0; k < IDEAS.length; k++) {
        const leader = group[k + 1]!;
        const spec = IDEAS[k]!;
        const [idea] = await tx
          .insert(s.ideas)
          .values({
            creatorId: leader.id,
            courseId: defaultCourse(),
            gender,
            title: spec.title,
            description: spec.description,
            teamId: teamIds.shift()!,
            tags: spec.tags,
            requiredMajors: spec.majors,
            requiredSkills: spec.skills,
            allowCrossMajor: k % 2 === 0,
          })
          .returning();
        const [team] = await tx
          .insert(s.teams)
          .values({ ideaId: idea!.id, courseId: idea!.courseId, leaderId: leader.id })
          .returning();
        await tx.insert(s.teamMembers).values({
          teamId: team!.id,
          courseId: team!.courseId,
          userId: leader.id,
          role: 'creator',
        });
        if (k === 0) {
          const members = fitting(idea!, 2);
          await tx.insert(s.teamMembers).values(
            members.map((m) => ({
              teamId: team!.id,
              courseId: team!.courseId,
              userId: m.id,
              role: 'member' as const,
            })),
          );
          await tx.insert(s.applications).values(
            members.map((m) => ({
              ideaId: idea!.id,
              applicantId: m.id,
              status: 'accepted' as const,
            })),
          );
        }
        if (k === 1) {
          const [first, second, invited, declined] = fitting(idea!, 4);
          const apps = await tx
            .insert(s.applications)
            .values([
              { ideaId: idea!.id, applicantId: first!.id, status: 'pending' },
              { ideaId: idea!.id, applicantId: second!.id, status: 'pending' },
              { ideaId: idea!.id, applicantId: invited!.id, status: 'accepted' },
              { ideaId: idea!.id, applicantId: declined!.id, status: 'rejected' },
            ])
            .returning();
          await tx.insert(s.notifications).values([
            {
              userId: leader.id,
              type: 'application',
              message: `${first!.name} applied to join "${spec.title}"`,
            },
            {
              userId: leader.id,
              type: 'application',
              message: `${second!.name} applied to join "${spec.title}"`,
            },
            {
              userId: invited!.id,
              type: 'accepted',
              message: `Your application to "${spec.title}" was accepted! ${INVITATION_MARK} and join the team.`,
              applicationId: apps[2]!.id,
            },
            {
              userId: declined!.id,
              type: 'rejected',
              message: `Your application to "${spec.title}" was declined.`,
            },
          ]);
        }
      }
    }

    const ids = users.map((u) => u.id);
    const memberships = await tx
      .select()
      .from(s.teamMembers)
      .where(inArray(s.teamMembers.userId, ids));
    const role = new Map(memberships.map((m) => [m.userId, m.role]));
    return users.map(
      (u) =>
        `${u.email.padEnd(34)} ${u.gender.padEnd(6)} ${u.major.padEnd(4)} ${
          u.isAdmin
            ? 'admin'
            : role.get(u.id) === 'creator'
              ? 'team leader'
              : role.get(u.id) === 'member'
                ? 'team member'
                : 'student'
        }`,
    );
  });
}

if (process.argv[1]?.endsWith('seed-demo.ts')) void main();
