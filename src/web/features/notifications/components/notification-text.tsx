import {
  NOTIFICATION_MESSAGES,
  isNotificationCode,
  templateParts,
} from '@contract/notification-messages.ts';
import type { Notification } from '@contract/notifications.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** Parameters are users' own words, so each keeps its own direction inside the sentence. */
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
