import { isNotificationCode, type NotificationCode } from '@contract/notification-messages.ts';
import { PAGES } from '@web/lib/pages.ts';

/** Null when what it was about is gone (docs/rules/ideas-and-teams.md, "Notifications"). */
export type Subject = { screen: typeof PAGES.myTeam } | { section: string } | null;

const APPLICANTS = { section: 'applicants-heading' };
const MY_APPLICATIONS = { section: 'my-applications-heading' };
const MY_TEAM = { screen: PAGES.myTeam } as const;

const SUBJECT_OF: Record<NotificationCode, Subject> = {
  'notification.applied': APPLICANTS,
  'notification.applicationWithdrawn': APPLICANTS,
  'notification.invitationDeclined': APPLICANTS,
  'notification.joinedElsewhere': APPLICANTS,
  // The invitation's own Join Team button (the invitation list handles it).
  'notification.accepted': { section: 'invitations-heading' },
  'notification.invited': { section: 'invitations-heading' },
  'notification.memberJoined': MY_TEAM,
  'notification.memberLeft': MY_TEAM,
  'notification.memberDeleted': MY_TEAM,
  'notification.leadershipToYou': MY_TEAM,
  'notification.leadershipChanged': MY_TEAM,
  'notification.youJoined': MY_TEAM,
  'notification.joinedOtherIdea': MY_TEAM,
  'notification.placedInTeam': MY_TEAM,
  'notification.placedInYourTeam': MY_TEAM,
  'notification.formedTeamLeader': MY_TEAM,
  'notification.formedTeamMember': MY_TEAM,
  'notification.placementUndone': null,
  'notification.placementUndoneInYourTeam': MY_TEAM,
  'notification.addedByCoordinator': MY_TEAM,
  'notification.addedToYourTeam': MY_TEAM,
  'notification.removedFromYourTeam': MY_TEAM,
  'notification.rejected': MY_APPLICATIONS,
  'notification.teamFilled': MY_APPLICATIONS,
  'notification.youDeclined': MY_APPLICATIONS,
  'notification.invitationWithdrawn': MY_APPLICATIONS,
  'notification.applicationLapsed': MY_APPLICATIONS,
  'notification.invitationLapsed': MY_APPLICATIONS,
  'notification.formationClosing': MY_APPLICATIONS,
  'notification.coordinatorReminder': MY_APPLICATIONS,
  'notification.coordinatorReminderNote': MY_APPLICATIONS,
  'notification.applicantsWaiting': APPLICANTS,
  'notification.applicantLapsed': APPLICANTS,
  'notification.youWithdrew': null,
  'notification.removedFromTeam': null,
  'notification.removedByCoordinator': null,
  'notification.leaderLeft': null,
  'notification.ideaDeleted': null,
  'notification.ideaRemovedByAdmin': null,
  'notification.leaderDeleted': null,
  'notification.invitationGone': null,
};

/** A row older than codes leads nowhere. */
export const subjectOf = (code: string | null): Subject =>
  isNotificationCode(code) ? SUBJECT_OF[code] : null;

export function showSection(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
