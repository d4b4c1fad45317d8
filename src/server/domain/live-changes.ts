import { sql, type SQL } from 'drizzle-orm';
import type { NotificationCode } from '@contract/notification-messages.ts';
import { isLiveList, type LiveList } from '@contract/live.ts';

// docs/decisions/0075-live-updates-by-server-sent-events.md

export const LIVE_CHANNEL = 'teamup_live';

const LISTS_OF: Record<NotificationCode, LiveList[]> = {
  'notification.applied': ['applicants'],
  'notification.accepted': ['my-applications'],
  'notification.invited': ['my-applications'],
  'notification.rejected': ['my-applications'],
  'notification.teamFilled': ['my-applications'],
  'notification.memberJoined': ['applicants', 'my-team', 'ideas'],
  'notification.joinedElsewhere': ['applicants'],
  'notification.invitationDeclined': ['applicants'],
  'notification.memberLeft': ['my-team', 'ideas'],
  'notification.removedFromTeam': ['my-team', 'my-applications', 'ideas'],
  'notification.memberDeleted': ['my-team', 'ideas'],
  'notification.leaderLeft': ['my-team', 'my-applications', 'ideas'],
  'notification.ideaDeleted': ['my-team', 'my-applications', 'ideas'],
  'notification.ideaRemovedByAdmin': ['my-team', 'my-applications', 'ideas'],
  'notification.leaderDeleted': ['my-team', 'my-applications', 'ideas'],
  'notification.joinedOtherIdea': ['applicants', 'my-team', 'ideas'],
  'notification.applicationWithdrawn': ['applicants'],
  'notification.leadershipToYou': ['applicants', 'my-team', 'ideas'],
  'notification.leadershipChanged': ['my-team'],
  'notification.placedInTeam': ['my-team', 'my-applications', 'ideas'],
  'notification.placedInYourTeam': ['my-team', 'ideas'],
  'notification.formedTeamLeader': ['my-team', 'my-applications', 'ideas'],
  'notification.formedTeamMember': ['my-team', 'my-applications', 'ideas'],
  'notification.placementUndone': ['my-team', 'my-applications', 'ideas'],
  'notification.placementUndoneInYourTeam': ['my-team', 'ideas'],
  'notification.addedByCoordinator': ['my-team', 'my-applications', 'ideas'],
  'notification.addedToYourTeam': ['my-team', 'ideas'],
  'notification.removedByCoordinator': ['my-team', 'my-applications', 'ideas'],
  'notification.removedFromYourTeam': ['my-team', 'ideas'],
  // A resolved invitation's words (domain/invitations.ts), never written by notify().
  'notification.youJoined': ['my-applications'],
  'notification.youDeclined': ['my-applications'],
  'notification.invitationWithdrawn': ['my-applications'],
  'notification.invitationGone': ['my-applications'],
  'notification.youWithdrew': ['my-applications'],
  'notification.formationClosing': [],
  'notification.applicantsWaiting': [],
  'notification.coordinatorReminder': [],
  'notification.coordinatorReminderNote': [],
  'notification.applicationLapsed': ['my-applications'],
  'notification.applicantLapsed': ['applicants'],
  'notification.invitationLapsed': ['my-applications'],
};

export interface LiveChangeOf {
  userId: string;
  lists: readonly LiveList[];
}

export const listsOfNotification = (code: NotificationCode): LiveList[] => [
  'notifications',
  ...LISTS_OF[code],
];

/** One payload per user stays far below NOTIFY's 8000 bytes however many users a change touches. */
export function livePayloads(changes: readonly LiveChangeOf[]): string[] {
  const byUser = new Map<string, Set<LiveList>>();
  for (const { userId, lists } of changes) {
    const set = byUser.get(userId) ?? new Set();
    for (const list of lists) set.add(list);
    byUser.set(userId, set);
  }
  return [...byUser].map(([userId, lists]) => `${userId} ${livePayloadLists(lists)}`);
}

const livePayloadLists = (lists: Iterable<LiveList>) => [...lists].sort().join(',');

export function parseLivePayload(payload: string): LiveChangeOf | null {
  const [userId, names = ''] = payload.split(' ', 2);
  if (!userId) return null;
  const lists = names.split(',').filter(isLiveList);
  return lists.length > 0 ? { userId, lists } : null;
}

/** Run in the change's transaction, so it is delivered at commit and not at all on a rollback. */
export const notifyLive = (payloads: readonly string[]): SQL =>
  sql`select pg_notify(${LIVE_CHANNEL}, p)
    from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as p`;

export const notifyApplicantsOfIdea = (ideaId: string): SQL =>
  sql`select pg_notify(${LIVE_CHANNEL}, applicant_id::text || ${` ${livePayloadLists(['my-applications', 'notifications'])}`})
    from applications where idea_id = ${ideaId} and status in ('pending', 'accepted')`;
