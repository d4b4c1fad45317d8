import { z } from 'zod';
import { TimestampSchema } from './fields.ts';

// Spec section 3, Notification. Which of them are team invitations: ./invitations.ts.
export { INVITATION_MARK, isInvitation } from './invitations.ts';

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
