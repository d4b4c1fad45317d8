import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  notificationText,
  type NotificationCode,
  type NotificationParams,
} from '@contract/notification-messages.ts';
import type { Db, Tx } from '../db/client.ts';
import { insertNotificationsWithEmails } from './email-outbox.ts';
import { listsOfNotification, livePayloads, notifyLive } from './live-changes.ts';
import { resolvedInvitationsUpdate, type ResolvedInvitations } from './invitations.ts';
import { EMAILED } from './notification-mail.ts';
import { settledNotices, type SettledApplications } from './settle-notifications.ts';

/** 'accepted' marks an invitation. */
const NOTIFICATION_TYPES: Record<NotificationCode, string> = {
  'notification.applied': 'application',
  'notification.accepted': 'accepted',
  'notification.invited': 'accepted',
  'notification.rejected': 'rejected',
  'notification.teamFilled': 'application_closed',
  'notification.memberJoined': 'member_joined',
  'notification.joinedElsewhere': 'invitation_declined',
  'notification.invitationDeclined': 'invitation_declined',
  'notification.memberLeft': 'member_left',
  'notification.removedFromTeam': 'removed_from_team',
  'notification.memberDeleted': 'team',
  'notification.leaderLeft': 'team_dissolved',
  'notification.ideaDeleted': 'team_dissolved',
  'notification.ideaRemovedByAdmin': 'team',
  'notification.leaderDeleted': 'team',
  'notification.joinedOtherIdea': 'team_dissolved',
  'notification.youJoined': 'invitation_closed',
  'notification.youDeclined': 'invitation_closed',
  'notification.invitationWithdrawn': 'invitation_closed',
  'notification.invitationGone': 'invitation_closed',
  'notification.youWithdrew': 'invitation_closed',
  'notification.applicationWithdrawn': 'application_withdrawn',
  'notification.leadershipToYou': 'leadership',
  'notification.leadershipChanged': 'leadership',
  'notification.placedInTeam': 'placement',
  'notification.placedInYourTeam': 'placement',
  'notification.formedTeamLeader': 'placement',
  'notification.formedTeamMember': 'placement',
  'notification.placementUndone': 'placement',
  'notification.placementUndoneInYourTeam': 'placement',
  'notification.addedByCoordinator': 'placement',
  'notification.addedToYourTeam': 'placement',
  'notification.removedByCoordinator': 'removed_from_team',
  'notification.removedFromYourTeam': 'member_left',
  'notification.formationClosing': 'formation_reminder',
  'notification.applicantsWaiting': 'formation_reminder',
  'notification.coordinatorReminder': 'formation_reminder',
  'notification.coordinatorReminderNote': 'formation_reminder',
  'notification.applicationLapsed': 'application_lapsed',
  'notification.applicantLapsed': 'application_lapsed',
  'notification.invitationLapsed': 'invitation_closed',
};

export interface NewNotification {
  userId: string;
  code: NotificationCode;
  params: NotificationParams;
  applicationId?: string | null;
  /** The e-mail pace's sender when no applicationId says so. */
  ideaId?: string;
}

/** One statement writes them with their e-mail jobs and live changes: together or not at all. */
export async function notify(
  db: Db | Tx,
  items: NewNotification | NewNotification[],
  options: { settle?: SettledApplications; resolve?: readonly ResolvedInvitations[] } = {},
) {
  const resolved = resolvedInvitationsUpdate(options.resolve ?? []);
  const rows = (Array.isArray(items) ? items : [items]).map((n) => ({
    id: randomUUID(),
    user_id: n.userId,
    type: NOTIFICATION_TYPES[n.code],
    code: n.code,
    params: { ...n.params },
    message: notificationText(n.code, n.params),
    application_id: n.applicationId ?? null,
    idea_id: n.ideaId ?? null,
  }));
  if (rows.length === 0) {
    if (resolved) await db.execute(resolved);
    return;
  }
  const emailedCodes = [...new Set(rows.map((r) => r.code).filter((code) => EMAILED[code]))];
  const live = livePayloads(
    rows.map((r) => ({ userId: r.user_id, lists: listsOfNotification(r.code) })),
  );
  const settled = options.settle && settledNotices(options.settle);
  const then = settled
    ? sql`${notifyLive(live)} union all ${settled.tellOwners}`
    : notifyLive(live);
  const ctes = [
    ...(settled ? [settled.cte] : []),
    ...(resolved ? [sql`resolved as (${resolved})`] : []),
  ];
  await db.execute(insertNotificationsWithEmails(rows, emailedCodes, then, ctes));
}
