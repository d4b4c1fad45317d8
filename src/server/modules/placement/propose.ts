import { and, eq, exists, not, sql } from 'drizzle-orm';
import { PLACEMENT_ERRORS as E, type Proposal } from '@contract/placement.ts';
import type { z } from 'zod';
import type { PlacementWeights, ProposalRequestSchema } from '@contract/placement.ts';
import { splitList } from '@contract/text.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  auditLog,
  courseStudents,
  ideas,
  placementProposals,
  teamMembers,
  teams,
  users,
} from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import type { CourseRef } from '../../domain/courses.ts';
import { inTransaction } from '../../lib/transaction.ts';
import {
  roomIn,
  type PlacementStudent,
  type PlacementTeam,
  type TeamSizeTarget,
} from '../../domain/placement/placement-rules.ts';
import { proposePlacement } from '../../domain/placement/propose-placement.ts';
import { readFormationSettings } from '../../domain/joining.ts';
import { memberMajors, openApplications } from './proposal-inputs.ts';

// docs/rules/placement.md; the solver is the domain's (docs/decisions/0074).

export async function targetOf(
  db: Db,
  body: z.output<typeof ProposalRequestSchema>,
  course: CourseRef,
): Promise<TeamSizeTarget> {
  const shown = (await readFormationSettings(db, course)).target;
  const target = { min: body?.min ?? shown.min, max: body?.max ?? shown.max };
  if (target.min > target.max) throw badRequest(E.targetOrder, ['min']);
  return target;
}

// The course's roster; a leader alone is in their own team, so is not placed.
async function studentsWithoutTeam(db: Db, course: CourseRef) {
  return db
    .select({
      id: users.id,
      name: users.name,
      major: users.major,
      gender: users.gender,
      skills: users.skills,
    })
    .from(users)
    .innerJoin(
      courseStudents,
      and(eq(courseStudents.userId, users.id), eq(courseStudents.courseId, course)),
    )
    .where(
      and(
        eq(users.isVerified, true),
        eq(users.isAdmin, false),
        not(
          exists(
            db
              .select({ one: sql`1` })
              .from(teamMembers)
              .where(and(eq(teamMembers.userId, users.id), eq(teamMembers.courseId, course))),
          ),
        ),
      ),
    );
}

async function openTeams(db: Db, course: CourseRef) {
  return db
    .select({
      ideaId: ideas.id,
      title: ideas.title,
      teamId: ideas.teamId,
      gender: ideas.gender,
      requiredMajors: ideas.requiredMajors,
      requiredSkills: ideas.requiredSkills,
      allowCrossMajor: ideas.allowCrossMajor,
      kickedMemberIds: ideas.kickedMemberIds,
      maxMembers: ideas.maxMembers,
      memberCount: teams.memberCount,
    })
    .from(ideas)
    .innerJoin(teams, eq(teams.ideaId, ideas.id))
    .where(and(eq(ideas.courseId, course), eq(ideas.isActive, true), eq(ideas.isHidden, false)));
}

export async function proposePlacements(
  ctx: AppContext,
  options: {
    actorId: string;
    course: CourseRef;
    target: TeamSizeTarget;
    weights?: Partial<PlacementWeights> | undefined;
  },
): Promise<Proposal> {
  const { target, course } = options;
  const [studentRows, teamRows] = await Promise.all([
    studentsWithoutTeam(ctx.db, course),
    openTeams(ctx.db, course),
  ]);
  const ideaIds = teamRows.map((t) => t.ideaId);
  const [open, majorsOf] = await Promise.all([
    openApplications(
      ctx.db,
      studentRows.map((s) => s.id),
      new Set(ideaIds),
    ),
    memberMajors(ctx.db, ideaIds),
  ]);
  const students: PlacementStudent[] = studentRows.map((s) => ({
    id: s.id,
    gender: s.gender,
    major: s.major,
    skills: splitList(s.skills),
    choices: open.get(s.id)?.choices ?? [],
    held: open.get(s.id)?.held ?? [],
  }));
  const candidates: PlacementTeam[] = teamRows.map((t) => ({
    ideaId: t.ideaId,
    gender: t.gender,
    memberCount: t.memberCount,
    maxMembers: t.maxMembers,
    requiredMajors: splitList(t.requiredMajors),
    allowCrossMajor: t.allowCrossMajor,
    requiredSkills: splitList(t.requiredSkills),
    removedStudentIds: splitList(t.kickedMemberIds),
    memberMajors: majorsOf.get(t.ideaId) ?? [],
  }));
  const placement = proposePlacement({
    students,
    teams: candidates,
    target,
    weights: options.weights,
  });

  // The proposal and its audit row, together (docs/rules/roles-and-visibility.md).
  const row = await inTransaction(ctx, async (tx) => {
    const [proposal] = await tx
      .insert(placementProposals)
      .values({
        courseId: course,
        createdBy: options.actorId,
        targetMin: target.min,
        targetMax: target.max,
        assignments: [
          ...placement.assignments.map(({ studentId, ideaId }) => ({ studentId, ideaId })),
          ...placement.newTeams.flatMap(({ label, studentIds }) =>
            studentIds.map((studentId) => ({ studentId, ideaId: null, newTeam: label })),
          ),
        ],
        unplaced: placement.unplaced,
      })
      .returning({ id: placementProposals.id, createdAt: placementProposals.createdAt });
    await tx.insert(auditLog).values({
      actorId: options.actorId,
      action: 'propose_placement',
      targetId: proposal!.id,
      details: {
        placed: placement.assignments.length,
        newTeams: placement.newTeams.length,
        inNewTeams: placement.newTeams.reduce((sum, team) => sum + team.studentIds.length, 0),
        unplaced: placement.unplaced.length,
      },
    });
    return proposal!;
  });

  const studentById = new Map(studentRows.map((s) => [s.id, s]));
  const teamById = new Map(teamRows.map((t) => [t.ideaId, t]));
  const studentFields = (id: string) => {
    const s = studentById.get(id)!;
    return { studentId: id, studentName: s.name, major: s.major, gender: s.gender };
  };
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    target,
    assignments: [
      ...placement.assignments.map(({ studentId, ideaId, reason, choice }) => {
        const team = teamById.get(ideaId)!;
        return {
          ...studentFields(studentId),
          ideaId,
          ideaTitle: team.title,
          teamId: team.teamId,
          newTeam: null,
          reason,
          choice,
        };
      }),
      ...placement.newTeams.flatMap(({ label, studentIds }) =>
        studentIds.map((studentId) => ({
          ...studentFields(studentId),
          ideaId: null,
          ideaTitle: null,
          teamId: null,
          newTeam: label,
          reason: 'new-team' as const,
          choice: null,
        })),
      ),
    ],
    unplaced: placement.unplaced.map(({ studentId, reason, remedy }) => ({
      ...studentFields(studentId),
      reason,
      remedy,
    })),
    teams: candidates
      .map((team, i) => ({ team, row: teamRows[i]!, room: roomIn(team, target) }))
      .filter(({ room }) => room > 0)
      .map(({ team, row, room }) => ({
        ideaId: team.ideaId,
        ideaTitle: row.title,
        teamId: row.teamId,
        gender: team.gender,
        memberCount: team.memberCount,
        room,
        requiredMajors: team.requiredMajors,
        allowCrossMajor: team.allowCrossMajor,
      })),
  };
}
