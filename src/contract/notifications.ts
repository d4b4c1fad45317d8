import { z } from 'zod';
import { TimestampSchema } from './fields.ts';

// Spec section 3, Notification. A notification of type 'accepted' whose message contains
// INVITATION_MARK and that carries an applicationId is a team invitation (spec section 2).
export const INVITATION_MARK = 'Click to confirm';

export const NotificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.string(),
  message: z.string(),
  applicationId: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: TimestampSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);

export function isInvitation(n: Pick<Notification, 'type' | 'message' | 'applicationId'>): boolean {
  return n.type === 'accepted' && n.message.includes(INVITATION_MARK) && n.applicationId !== null;
}
