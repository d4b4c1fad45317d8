import { eq } from 'drizzle-orm';
import { applications, ideas, teamMembers, teams } from '../../../src/server/db/schema.ts';
import { brokenInvariants } from '../security/invariants.ts';
import type { Real } from './step.ts';
import { aliveIdeas, liveApplications, who, type Model } from './state.ts';

// After every step: the rows hold every rule (no one in two teams, one gender per team, ...)
// and say exactly what the model says (ideas, flags, teams, members, removals, applications).

const sorted = (items: string[]) => [...items].sort();

function same(what: string, actual: unknown, expected: unknown) {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${what} differs from the model\n  rows:  ${a}\n  model: ${e}`);
}

export async function checkInvariants(m: Model, r: Real, after: string) {
  const { db } = r.t;
  const broken = await brokenInvariants(db);
  if (Object.keys(broken).length > 0) {
    throw new Error(`after "${after}" the rows break: ${JSON.stringify(broken)}`);
  }
  const name = (id: string) => who(m, id);

  const ideaRows = await db
    .select({
      id: ideas.id,
      teamId: ideas.teamId,
      isHidden: ideas.isHidden,
      kicked: ideas.kickedMemberIds,
      creatorId: ideas.creatorId,
    })
    .from(ideas);
  same(
    'ideas (id, team ID, hidden, owner, removed members)',
    sorted(
      ideaRows.map((i) =>
        [
          i.id,
          i.teamId,
          i.isHidden,
          name(i.creatorId),
          sorted(i.kicked.split(',').filter(Boolean)).join(','),
        ].join(' '),
      ),
    ),
    sorted(
      aliveIdeas(m).map((i) =>
        [i.id, i.teamId, i.isHidden, name(i.ownerId), sorted(i.kicked).join(',')].join(' '),
      ),
    ),
  );

  const memberRows = await db
    .select({ ideaId: teams.ideaId, userId: teamMembers.userId, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId));
  same(
    'team memberships (idea, user, role)',
    sorted(memberRows.map((x) => `${x.ideaId} ${name(x.userId)} ${x.role}`)),
    sorted(
      aliveIdeas(m).flatMap((i) => [
        `${i.id} ${name(i.ownerId)} creator`,
        ...i.members.map((u) => `${i.id} ${name(u)} member`),
      ]),
    ),
  );

  const appRows = await db
    .select({
      id: applications.id,
      ideaId: applications.ideaId,
      applicantId: applications.applicantId,
      status: applications.status,
    })
    .from(applications);
  same(
    'applications (id, idea, applicant, status)',
    sorted(appRows.map((a) => `${a.id} ${a.ideaId} ${name(a.applicantId)} ${a.status}`)),
    sorted([
      ...liveApplications(m).map((a) => `${a.id} ${a.ideaId} ${name(a.applicantId)} ${a.status}`),
      ...m.applications
        .filter((a) => a.withdrawn)
        .map((a) => `${a.id} ${a.ideaId} ${name(a.applicantId)} withdrawn`),
    ]),
  );
}
