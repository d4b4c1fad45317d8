import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { applications, teamMembers } from '../db/schema.ts';

/**
 * Takes a member (never the leader) out of the team. The accepted application was used up by
 * joining, so it is deleted too: the pair may apply again unless the member was removed (the
 * idea's kicked list keeps them out). Withdrawals stay: they still count towards the cap
 * (docs/rules/ideas-and-teams.md). False when the user is no member of that team.
 */
export async function dropMember(tx: Tx, teamId: string, ideaId: string, userId: string) {
  const removed = await tx
    .delete(teamMembers)
    .where(
      and(
        eq(teamMembers.teamId, teamId),
        eq(teamMembers.userId, userId),
        eq(teamMembers.role, 'member'),
      ),
    )
    .returning({ userId: teamMembers.userId });
  if (removed.length === 0) return false;
  await tx
    .delete(applications)
    .where(
      and(
        eq(applications.ideaId, ideaId),
        eq(applications.applicantId, userId),
        ne(applications.status, 'withdrawn'),
      ),
    );
  return true;
}
