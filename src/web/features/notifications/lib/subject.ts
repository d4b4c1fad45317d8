import { isNotificationCode, type NotificationCode } from '@contract/notification-messages.ts';
import { PAGES } from '@web/lib/pages.ts';

/**
 * Where a notification leads when tapped: a screen, or a section of the dashboard by its
 * heading's id; null when what it was about is gone (docs/rules/ideas-and-teams.md,
 * "Notifications").
 */
export type Subject = { screen: typeof PAGES.myTeam } | { section: string } | null;

const APPLICANTS = { section: 'applicants-heading' };
const MY_APPLICATIONS = { section: 'my-applications-heading' };
const MY_TEAM = { screen: PAGES.myTeam } as const;

const SUBJECT_OF: Record<NotificationCode, Subject> = {
  // The owner's applicants of their idea.
  'notification.applied': APPLICANTS,
  'notification.applicationWithdrawn': APPLICANTS,
  'notification.invitationDeclined': APPLICANTS,
  'notification.joinedElsewhere': APPLICANTS,
  // The invitation's own Join Team button (the invitation list handles it).
  'notification.accepted': { section: 'invitations-heading' },
  'notification.invited': { section: 'invitations-heading' },
  // The team.
  'notification.memberJoined': MY_TEAM,
  'notification.memberLeft': MY_TEAM,
  'notification.memberDeleted': MY_TEAM,
  'notification.leadershipToYou': MY_TEAM,
  'notification.leadershipChanged': MY_TEAM,
  'notification.youJoined': MY_TEAM,
  'notification.joinedOtherIdea': MY_TEAM,
  'notification.placedInTeam': MY_TEAM,
  'notification.placedInYourTeam': MY_TEAM,
  // The student's application to that idea, in their applications.
  'notification.rejected': MY_APPLICATIONS,
  'notification.youDeclined': MY_APPLICATIONS,
  'notification.invitationWithdrawn': MY_APPLICATIONS,
  'notification.applicationLapsed': MY_APPLICATIONS,
  'notification.invitationLapsed': MY_APPLICATIONS,
  // The formation deadline: what still needs the student.
  'notification.formationClosing': MY_APPLICATIONS,
  'notification.coordinatorReminder': MY_APPLICATIONS,
  'notification.applicantsWaiting': APPLICANTS,
  'notification.applicantLapsed': APPLICANTS,
  // The idea, the team or the application is gone: nothing to open.
  'notification.youWithdrew': null,
  'notification.removedFromTeam': null,
  'notification.leaderLeft': null,
  'notification.ideaDeleted': null,
  'notification.ideaRemovedByAdmin': null,
  'notification.leaderDeleted': null,
  'notification.invitationGone': null,
};

/** What a notification is about; a row older than codes leads nowhere. */
export const subjectOf = (code: string | null): Subject =>
  isNotificationCode(code) ? SUBJECT_OF[code] : null;

/** Scrolls a dashboard section into view and moves the focus to its heading. */
export function showSection(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.scrollIntoView({ block: 'start', behavior: 'smooth' });
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}
