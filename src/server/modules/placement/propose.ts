import { and, eq, exists, not, sql } from 'drizzle-orm';
import { TEAM_SIZE_MAX, TEAM_SIZE_MIN } from '@contract/limits.ts';
import { PLACEMENT_ERRORS as E, type Proposal } from '@contract/placement.ts';
import type { z } from 'zod';
import type { ProposalRequestSchema } from '@contract/placement.ts';
import { splitList } from '@contract/text.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  formationSettings,
  ideas,
  placementProposals,
  teamMembers,
  teams,
  users,
} from '../../db/schema.ts';
import { badRequest } from '../../lib/errors.ts';
import {
  roomIn,
  type PlacementStudent,
  type PlacementTeam,
  type TeamSizeTarget,
} from '../../domain/placement/placement-rules.ts';
import { proposePlacement } from '../../domain/placement/propose-placement.ts';

// POST /api/admin/formation/proposals: a place for every student without a team, or why none
// (docs/rules/placement.md); the solver is the domain's (docs/decisions/0074).

/**
 * The sizes asked for; either missing is the coordinator's saved target size, or the app's own
 * limit when none was saved (docs/decisions/0089-placement-target-from-the-request.md).
 */
export async function targetOf(
  db: Db,
  body: z.output<typeof ProposalRequestSchema>,
): Promise<TeamSizeTarget> {
  const [saved] = await db
    .select({ min: formationSettings.targetMin, max: formationSettings.targetMax })
    .from(formationSettings)
    .limit(1);
  const target = {
    min: body?.min ?? saved?.min ?? TEAM_SIZE_MIN,
    max: body?.max ?? saved?.max ?? TEAM_SIZE_MAX,
  };
  if (target.min > target.max) throw badRequest(E.targetOrder, ['min']);
  return target;
}

/** Verified students, not admins, in no team at all (a leader alone is in their own team). */
async function studentsWithoutTeam(db: Db) {
  return db
    .select({
      id: users.id,
      name: users.name,
      major: users.major,
      gender: users.gender,
      skills: users.skills,
    })
    .from(users)
    .where(
      and(
        eq(users.isVerified, true),
        eq(users.isAdmin, false),
        not(
          exists(
            db
              .select({ one: sql`1` })
              .from(teamMembers)
              .where(eq(teamMembers.userId, users.id)),
          ),
        ),
      ),
    );
}

/** The teams students may be placed in: an active idea its leader has not hidden. */
async function openTeams(db: Db) {
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
    .where(and(eq(ideas.isActive, true), eq(ideas.isHidden, false)));
}

export async function proposePlacements(
  ctx: AppContext,
  options: { actorId: string; target: TeamSizeTarget },
): Promise<Proposal> {
  const { target } = options;
  const [studentRows, teamRows] = await Promise.all([
    studentsWithoutTeam(ctx.db),
    openTeams(ctx.db),
  ]);
  const students: PlacementStudent[] = studentRows.map((s) => ({
    id: s.id,
    gender: s.gender,
    major: s.major,
    skills: splitList(s.skills),
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
  }));
  const placement = proposePlacement({ students, teams: candidates, target });

  const [row] = await ctx.db
    .insert(placementProposals)
    .values({
      createdBy: options.actorId,
      targetMin: target.min,
      targetMax: target.max,
      assignments: placement.assignments,
      unplaced: placement.unplaced,
    })
    .returning({ id: placementProposals.id, createdAt: placementProposals.createdAt });

  const studentById = new Map(studentRows.map((s) => [s.id, s]));
  const teamById = new Map(teamRows.map((t) => [t.ideaId, t]));
  const studentFields = (id: string) => {
    const s = studentById.get(id)!;
    return { studentId: id, studentName: s.name, major: s.major, gender: s.gender };
  };
  return {
    id: row!.id,
    createdAt: row!.createdAt.toISOString(),
    target,
    assignments: placement.assignments.map(({ studentId, ideaId }) => {
      const team = teamById.get(ideaId)!;
      return { ...studentFields(studentId), ideaId, ideaTitle: team.title, teamId: team.teamId };
    }),
    unplaced: placement.unplaced.map(({ studentId, reason }) => ({
      ...studentFields(studentId),
      reason,
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
