import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { applications, ideas } from '../db/schema.ts';

/**
 * Closes the students' open applications (pending or accepted) when they join a team, but the
 * one `keptId` names (the invitation confirmed), each locked first so its status before is
 * the newest (an owner accepting one meanwhile makes it an invitation here). Says whose each
 * was, which were invitations and whose ideas they were to. 'closed', not 'rejected': no owner turned them down
 * (docs/decisions/0078). Confirming an invitation and a coordinator's
 * placement both join this way (docs/rules/ideas-and-teams.md, docs/rules/placement.md).
 */
export async function closeOpenApplications(
  tx: Tx,
  userIds: readonly string[],
  keptId: string | null,
  now: Date,
) {
  const open = tx.$with('open').as(
    tx
      .select({
        id: applications.id,
        applicantId: applications.applicantId,
        ideaId: applications.ideaId,
        was: applications.status,
      })
      .from(applications)
      .where(
        and(
          inArray(applications.applicantId, [...userIds]),
          inArray(applications.status, ['pending', 'accepted']),
          keptId ? ne(applications.id, keptId) : undefined,
        ),
      )
      .for('update'),
  );
  return tx
    .with(open)
    .update(applications)
    .set({ status: 'closed', updatedAt: now })
    .from(open)
    .innerJoin(ideas, eq(ideas.id, open.ideaId))
    .where(eq(applications.id, open.id))
    .returning({
      id: applications.id,
      applicantId: open.applicantId,
      ideaId: open.ideaId,
      was: open.was,
      creatorId: ideas.creatorId,
      title: ideas.title,
    });
}
