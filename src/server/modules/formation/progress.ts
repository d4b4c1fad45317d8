import { sql } from 'drizzle-orm';
import type { FormationProgress, FormationTarget } from '@contract/formation.ts';
import type { Gender } from '@contract/fields.ts';
import { queryRows, type Db, type Tx } from '../../db/client.ts';
import type { CourseRef } from '../../domain/courses.ts';

// docs/rules/formation.md (Progress)

interface StudentGroup {
  gender: Gender;
  major: string;
  total: number;
  inTeam: number;
}

interface TeamCounts {
  total: number;
  belowMin: number;
  full: number;
}

interface Waiting {
  pending: number;
  pendingOldest: Date | null;
  invited: number;
  invitedOldest: Date | null;
}

export const notJoined = sql`not exists (select 1 from team_members m
  join teams t on t.id = m.team_id
  where m.user_id = a.applicant_id and t.idea_id = a.idea_id)`;

const counts = (total: number, inTeam: number) => ({ total, inTeam, withoutTeam: total - inTeam });

export async function readProgress(
  db: Db | Tx,
  target: FormationTarget,
  course: CourseRef,
): Promise<FormationProgress> {
  // The course's roster: a coordinator is never on it, an admin on it is not counted.
  const groups = await queryRows<StudentGroup>(
    db,
    sql`select u.gender, u.major, count(*)::int as "total", count(m.user_id)::int as "inTeam"
        from course_students cs join users u on u.id = cs.user_id
        left join team_members m on m.user_id = u.id and m.course_id = cs.course_id
        where cs.course_id = ${course} and u.is_verified and not u.is_admin
        group by u.gender, u.major
        order by u.major`,
  );
  // A team's own size limit wins when it is lower than the target's maximum.
  const [teams] = await queryRows<TeamCounts>(
    db,
    sql`select count(*)::int as "total",
          (count(*) filter (where t.member_count < ${target.min}))::int as "belowMin",
          (count(*) filter (where t.member_count >=
            least(coalesce(i.max_members, ${target.max}), ${target.max})))::int as "full"
        from teams t join ideas i on i.id = t.idea_id
        where t.course_id = ${course}`,
  );
  // Its age counts from the owner's acceptance.
  const [waiting] = await queryRows<Waiting>(
    db,
    sql`select (count(*) filter (where a.status = 'pending'))::int as "pending",
          min(a.created_at) filter (where a.status = 'pending') as "pendingOldest",
          (count(*) filter (where a.status = 'accepted'))::int as "invited",
          min(a.updated_at) filter (where a.status = 'accepted') as "invitedOldest"
        from applications a join ideas i on i.id = a.idea_id
        where i.course_id = ${course}
          and (a.status = 'pending' or (a.status = 'accepted' and ${notJoined}))`,
  );
  const sum = (rows: StudentGroup[]) =>
    counts(
      rows.reduce((n, r) => n + r.total, 0),
      rows.reduce((n, r) => n + r.inTeam, 0),
    );
  const majors = [...new Set(groups.map((g) => g.major))];
  const all = sum(groups);
  return {
    studentsTotal: all.total,
    studentsInTeam: all.inTeam,
    studentsWithoutTeam: all.withoutTeam,
    byGender: {
      male: sum(groups.filter((g) => g.gender === 'male')),
      female: sum(groups.filter((g) => g.gender === 'female')),
    },
    byMajor: majors.map((major) => ({ major, ...sum(groups.filter((g) => g.major === major)) })),
    teamsTotal: teams?.total ?? 0,
    teamsBelowMin: teams?.belowMin ?? 0,
    teamsFull: teams?.full ?? 0,
    pendingApplications: { count: waiting?.pending ?? 0, oldestAt: iso(waiting?.pendingOldest) },
    openInvitations: { count: waiting?.invited ?? 0, oldestAt: iso(waiting?.invitedOldest) },
  };
}

// Raw rows carry timestamps as text on one engine and as dates on the other.
const iso = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();
