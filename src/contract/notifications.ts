import { z } from 'zod';
import { PageQuerySchema, TimestampSchema } from './fields.ts';
import { MESSAGES } from './messages.ts';

// Notifications. Which of them are team invitations: ./invitations.ts.
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

/**
 * GET /api/notifications: every notification, or only the open team invitations, or only the
 * rest, so that the dashboard shows every invitation however many updates came after it.
 */
export const NotificationKindSchema = z.enum(['invitations', 'updates'], {
  error: MESSAGES['validation.notificationKind'],
});
export type NotificationKind = z.infer<typeof NotificationKindSchema>;
export const NotificationQuerySchema = PageQuerySchema.extend({
  kind: NotificationKindSchema.optional(),
});
