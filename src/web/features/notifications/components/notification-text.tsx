import {
  NOTIFICATION_MESSAGES,
  isNotificationCode,
  templateParts,
} from '@contract/notification-messages.ts';
import type { Notification } from '@contract/notifications.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/**
 * What a notification says, in the reader's language, from its code and parameters; the
 * parameters (idea titles, names: the users' own words) each keep their own direction inside
 * the sentence. A notification without a known code shows the server's English message.
 */
export function NotificationText({
  notification: n,
}: {
  notification: Pick<Notification, 'code' | 'params' | 'message'>;
}) {
  const { t, lang } = useTranslation();
  if (!isNotificationCode(n.code)) return <bdi>{n.message}</bdi>;
  // English is the contract's own table, loaded with this screen rather than with /auth.
  const template = lang === 'en' ? NOTIFICATION_MESSAGES[n.code] : t(n.code);
  return (
    <>
      {templateParts(template, n.params).map((part, i) =>
        'text' in part ? part.text : <bdi key={i}>{part.value}</bdi>,
      )}
    </>
  );
}
