import { and, eq } from 'drizzle-orm';
import { ALL_TEAM_IDS } from '@contract/ideas.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { ideas, teamMembers, teams, type UserRow } from '../../db/schema.ts';
import { notify } from '../../domain/notify.ts';
import { constraintName, isUniqueViolation } from '../../lib/errors.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { closeApplicationsOfPlaced } from './join-placed.ts';
import { lockStudents, type Outcome } from './place-teams.ts';

// A new team of an applied proposal, in one transaction: an idea led by its first student still
// free, formed by the coordinator, with a placeholder the leader rewrites (docs/rules/placement.md).

/** The students the coordinator sends to one new team, in the order sent: the first leads. */
export interface NewTeamOrder {
  label: string;
  studentIds: string[];
}

export const NEW_TEAM_DESCRIPTION =
  'Formed by the coordinator. The team leader replaces this with the idea.';

/** A new team's placeholder title, until its leader writes one. */
export const newTeamTitle = (teamId: string) => `New team ${teamId}`;

/** Tries again when a student took the chosen Team ID meanwhile. */
const TEAM_ID_TRIES = 3;

export async function formNewTeam(
  ctx: AppContext,
  options: { order: NewTeamOrder; course: string; targetMax: number },
): Promise<Outcome[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(ctx, (tx) => formLocked(ctx, tx, options));
    } catch (error) {
      const takenId =
        isUniqueViolation(error) && constraintName(error) === 'ideas_course_gender_team_id_unique';
      if (!takenId || attempt === TEAM_ID_TRIES) throw error;
    }
  }
}

async function formLocked(
  ctx: AppContext,
  tx: Tx,
  { order, course, targetMax }: { order: NewTeamOrder; course: string; targetMax: number },
): Promise<Outcome[]> {
  const { label, studentIds } = order;
  // Users only: there is no idea to lock yet.
  const { students, inTeam } = await lockStudents(tx, studentIds, course);

  const members: UserRow[] = [];
  const outcomes: Outcome[] = studentIds.map((studentId) => {
    const student = students.get(studentId);
    let reason: Outcome['reason'] = null;
    if (!student || !student.isVerified || student.isAdmin) reason = 'student-gone';
    else if (inTeam.has(studentId)) reason = 'in-a-team';
    else if (members.length > 0 && student.gender !== members[0]!.gender) reason = 'other-gender';
    else if (members.length >= targetMax) reason = 'team-full';
    else members.push(student);
    return { studentId, ideaId: null, newTeam: label, reason };
  });
  const leader = members[0];
  if (!leader) return outcomes;

  const held = new Set(
    (
      await tx
        .select({ teamId: ideas.teamId })
        .from(ideas)
        .where(and(eq(ideas.gender, leader.gender), eq(ideas.courseId, course)))
    ).map((row) => row.teamId),
  );
  const teamId = ALL_TEAM_IDS.find((id) => !held.has(id));
  // Every Team ID of the gender taken: nothing to form the team under.
  if (!teamId) return outcomes.map((o) => ({ ...o, reason: o.reason ?? 'team-closed' }));

  const [idea] = await tx
    .insert(ideas)
    .values({
      creatorId: leader.id,
      courseId: course,
      title: newTeamTitle(teamId),
      description: NEW_TEAM_DESCRIPTION,
      teamId,
      gender: leader.gender,
      requiredMajors: [...new Set(members.map((m) => m.major))].join(','),
      allowCrossMajor: true,
      formedByCoordinator: true,
    })
    .returning({ id: ideas.id, title: ideas.title });
  const [team] = await tx
    .insert(teams)
    .values({ ideaId: idea!.id, leaderId: leader.id, courseId: course })
    .returning({ id: teams.id });
  await tx.insert(teamMembers).values(
    members.map((m) => ({
      teamId: team!.id,
      userId: m.id,
      courseId: course,
      role: m === leader ? ('creator' as const) : ('member' as const),
      placedByCoordinator: true,
    })),
  );

  const now = ctx.clock.now();
  const { news, settle } = await closeApplicationsOfPlaced(
    tx,
    members.map((student) => ({ student, ideaId: idea!.id })),
    course,
    now,
  );
  const others = members.slice(1);
  news.push(
    {
      userId: leader.id,
      code: 'notification.formedTeamLeader',
      params: { names: others.map((m) => m.name).join(', ') },
      ideaId: idea!.id,
    },
    ...others.map((m) => ({
      userId: m.id,
      code: 'notification.formedTeamMember' as const,
      params: { name: leader.name },
      ideaId: idea!.id,
    })),
  );
  await notify(tx, news, { settle: { applicationIds: settle } });
  return outcomes.map((o) => ({ ...o, ideaId: idea!.id }));
}
