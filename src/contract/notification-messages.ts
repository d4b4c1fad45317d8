// docs/decisions/0040-notifications-by-code.md; apart from messages.ts, which /auth loads first.
export const NOTIFICATION_MESSAGES = {
  'notification.applied': "{name} applied to join '{ideaTitle}'.",
  'notification.accepted':
    "Your application to join '{ideaTitle}' was accepted! Click to confirm and join the team.",
  'notification.rejected': "Your application to join '{ideaTitle}' was declined.",
  'notification.teamFilled':
    "The team for '{ideaTitle}' is now full, so your application to join it was closed.",
  'notification.memberJoined': "{name} joined your team for '{ideaTitle}'.",
  'notification.joinedElsewhere': "{name} joined another team and will not join '{ideaTitle}'.",
  'notification.invitationDeclined': "{name} declined the invitation to join '{ideaTitle}'.",
  'notification.memberLeft': "{name} left your team for '{ideaTitle}'.",
  'notification.removedFromTeam': "You were removed from the team for '{ideaTitle}'.",
  'notification.memberDeleted':
    '{name} is no longer in your team "{ideaTitle}": their account was removed.',
  'notification.leaderLeft':
    "{name} left the team for '{ideaTitle}' as its leader, so the team was dissolved and the idea removed.",
  'notification.ideaDeleted':
    "The idea '{ideaTitle}' was deleted by its owner, so its team was dissolved.",
  'notification.ideaRemovedByAdmin':
    'The idea "{ideaTitle}" was removed by an administrator and its team was dissolved.',
  'notification.leaderDeleted':
    'The team of "{ideaTitle}" was dissolved because its leader\'s account was removed.',
  'notification.joinedOtherIdea':
    "Your idea was removed because you joined the team for '{ideaTitle}'.",
  'notification.applicationWithdrawn': "{name} withdrew their application to join '{ideaTitle}'.",
  'notification.leadershipToYou':
    "{name} handed the team for '{ideaTitle}' over to you: you are now its leader and the idea's owner.",
  'notification.leadershipChanged': "{name} is now the leader of your team for '{ideaTitle}'.",
  'notification.placedInTeam': "A coordinator placed you in the team for '{ideaTitle}'.",
  'notification.placedInYourTeam': "A coordinator placed {names} in your team for '{ideaTitle}'.",
  // A coordinator's own change of one team (docs/rules/placement.md).
  'notification.formedTeamLeader':
    'A coordinator formed a new team with you as its leader, with {names}: give the idea its title and description.',
  'notification.formedTeamMember': 'A coordinator placed you in a new team led by {name}.',
  'notification.placementUndone':
    "A coordinator undid a placement: you are no longer in the team for '{ideaTitle}'.",
  'notification.placementUndoneInYourTeam':
    "A coordinator undid a placement: {names} left your team for '{ideaTitle}'.",
  'notification.addedByCoordinator': "A coordinator added you to the team for '{ideaTitle}'.",
  'notification.addedToYourTeam': "A coordinator added {name} to your team for '{ideaTitle}'.",
  'notification.removedByCoordinator': "A coordinator removed you from the team for '{ideaTitle}'.",
  'notification.removedFromYourTeam':
    "A coordinator removed {name} from your team for '{ideaTitle}'.",
  'notification.invited':
    "{name} invited you to join the team for '{ideaTitle}'. Click to confirm and join the team.",
  // An invitation once resolved (src/server/domain/invitations.ts): no longer 'Click to confirm'.
  'notification.youJoined': "You joined the team for '{ideaTitle}'.",
  'notification.youDeclined': "You declined the invitation to join '{ideaTitle}'.",
  'notification.invitationWithdrawn':
    "The invitation to join '{ideaTitle}' was withdrawn because you joined another team.",
  'notification.invitationGone':
    "The invitation to join '{ideaTitle}' is no longer available: the idea was removed.",
  'notification.youWithdrew': "You withdrew your application to join '{ideaTitle}'.",
  'notification.formationClosing':
    'Teams close in less than 48 hours and you are not in a team yet: apply to an idea or publish your own.',
  'notification.applicantsWaiting':
    "Teams close in less than 48 hours and applicants to '{ideaTitle}' are waiting for your decision.",
  'notification.coordinatorReminder':
    'A coordinator reminds you that you are not in a team yet: apply to an idea or publish your own.',
  'notification.coordinatorReminderNote':
    'A coordinator reminds you that you are not in a team yet: apply to an idea or publish your own. Their note: {note}',
  'notification.applicationLapsed':
    "Your application to join '{ideaTitle}' lapsed: team formation closed before it was completed.",
  'notification.applicantLapsed':
    "{name}'s application to join '{ideaTitle}' lapsed: team formation closed before it was completed.",
  'notification.invitationLapsed':
    "The invitation to join '{ideaTitle}' lapsed: team formation closed before you confirmed.",
} as const;

export type NotificationCode = keyof typeof NOTIFICATION_MESSAGES;
export type NotificationParams = Readonly<Record<string, string>>;

export const isNotificationCode = (code: unknown): code is NotificationCode =>
  typeof code === 'string' && Object.hasOwn(NOTIFICATION_MESSAGES, code);

export type TemplatePart = { text: string } | { param: string; value: string };

// One pass, so a value that itself reads `{name}` stays as typed.
export function templateParts(template: string, params: NotificationParams): TemplatePart[] {
  const parts: TemplatePart[] = [];
  template.split(/\{(\w+)\}/).forEach((piece, i) => {
    const value = i % 2 === 1 ? params[piece] : undefined;
    if (i % 2 === 1 && value !== undefined) parts.push({ param: piece, value });
    else if (i % 2 === 1) parts.push({ text: `{${piece}}` });
    else if (piece !== '') parts.push({ text: piece });
  });
  return parts;
}

export function notificationText(code: NotificationCode, params: NotificationParams): string {
  return templateParts(NOTIFICATION_MESSAGES[code], params)
    .map((p) => ('text' in p ? p.text : p.value))
    .join('');
}
