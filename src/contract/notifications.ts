import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { IdParamsSchema, PageQuerySchema, TimestampSchema } from './fields.ts';
import { code } from './validation.ts';

export { INVITATION_MARK, isInvitation } from './invitations.ts';

export const NotificationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  type: z.string(),
  // The English text: what older clients show; the invitation rule reads it.
  message: z.string(),
  // null for a notification older than codes: show `message`.
  code: z.string().nullable(),
  params: z.record(z.string(), z.string()),
  applicationId: z.string().nullable(),
  isRead: z.boolean(),
  createdAt: TimestampSchema,
});
export type Notification = z.infer<typeof NotificationSchema>;
export const NotificationListSchema = z.array(NotificationSchema);

// Invitations apart, so the dashboard shows every one however many updates came after it.
const NotificationKindSchema = z.enum(['invitations', 'updates'], {
  error: code('validation.notificationKind'),
});
export type NotificationKind = z.infer<typeof NotificationKindSchema>;
export const NotificationQuerySchema = PageQuerySchema.extend({
  kind: NotificationKindSchema.optional(),
});

export const UnreadCountSchema = z.object({ unread: z.number().int().min(0) });

export const ReadAllAnswerSchema = UnreadCountSchema.extend({ marked: z.number().int().min(0) });

export const NOTIFICATION_ENDPOINTS = {
  list: endpoint('GET', '/api/notifications', 'student', {
    query: NotificationQuerySchema,
    answer: NotificationListSchema,
  }),
  markRead: endpoint('PUT', '/api/notifications/:id/read', 'student', {
    params: IdParamsSchema,
    answer: NotificationSchema,
  }),
  unreadCount: endpoint('GET', '/api/notifications/unread-count', 'student', {
    answer: UnreadCountSchema,
  }),
  readAll: endpoint('PUT', '/api/notifications/read-all', 'student', {
    answer: ReadAllAnswerSchema,
  }),
} as const;
