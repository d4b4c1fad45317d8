// A notification of type 'accepted' whose message contains INVITATION_MARK and
// that carries an applicationId is a team invitation. Kept apart from the zod schemas of
// notifications.ts so that the dashboard can tell invitations without loading zod.
export const INVITATION_MARK = 'Click to confirm';

export function isInvitation(n: {
  type: string;
  message: string;
  applicationId: string | null;
}): boolean {
  return n.type === 'accepted' && n.message.includes(INVITATION_MARK) && n.applicationId !== null;
}
