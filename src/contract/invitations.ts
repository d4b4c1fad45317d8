// Apart from zod, so the dashboard tells invitations without loading it.
export const INVITATION_MARK = 'Click to confirm';

export function isInvitation(n: {
  type: string;
  message: string;
  applicationId: string | null;
}): boolean {
  return n.type === 'accepted' && n.message.includes(INVITATION_MARK) && n.applicationId !== null;
}
