import { BellIcon, MailIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Notification } from '@contract/notifications.ts';
import { Link } from 'wouter';
import { Button } from '@web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog.tsx';
import { cn } from '@web/lib/cn.ts';
import { formatDate } from '@web/lib/format.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useMarkNotificationRead } from '../api/mark-notification-read.ts';
import { showSection, subjectOf, type Subject } from '../lib/subject.ts';
import { NotificationText } from './notification-text.tsx';

/** One tap, one action holds across the list and the invitation's dialog. */
export function InvitationList({
  items,
  renderActions,
}: {
  items: Notification[];
  renderActions: (applicationId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ListSection id="invitations-heading" title={t('notifications.invitations')} items={items}>
      {(n) => <InvitationItem key={n.id} notification={n} renderActions={renderActions} />}
    </ListSection>
  );
}

function InvitationItem({
  notification: n,
  renderActions,
}: {
  notification: Notification;
  renderActions: (applicationId: string) => ReactNode;
}) {
  const { t, lang } = useTranslation();
  const actions = n.applicationId ? renderActions(n.applicationId) : null;
  return (
    <li
      data-testid="invitation"
      className="rounded-xl border border-indigo-200 bg-primary-soft p-3"
    >
      <p className="flex items-start gap-2 text-sm text-slate-800">
        <MailIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <Dialog>
          <DialogTrigger asChild>
            <button type="button" className={LINK_CLASS} data-testid="notification-text">
              <NotificationText notification={n} />
            </button>
          </DialogTrigger>
          <DialogContent closeLabel={t('common.close')} data-testid="invitation-dialog">
            <DialogHeader>
              <DialogTitle>{t('notifications.invitationTitle')}</DialogTitle>
              <DialogDescription className="wrap-anywhere">
                <NotificationText notification={n} />
              </DialogDescription>
            </DialogHeader>
            <p className="text-xs text-muted-foreground">{formatDate(n.createdAt, lang)}</p>
            {actions}
          </DialogContent>
        </Dialog>
      </p>
      <p className="mt-1 ms-6 text-xs text-muted-foreground">{formatDate(n.createdAt, lang)}</p>
      <div className="mt-2 ms-6">{actions}</div>
    </li>
  );
}

function ListSection({
  id,
  title,
  items,
  children,
}: {
  id: string;
  title: string;
  items: Notification[];
  children: (n: Notification) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h3 id={id} className="text-sm font-semibold text-slate-900">
        {title}
      </h3>
      <ul className="grid gap-2">{items.map(children)}</ul>
    </section>
  );
}

export function UpdateList({ items }: { items: Notification[] }) {
  const { t } = useTranslation();
  return (
    <ListSection id="updates-heading" title={t('notifications.updates')} items={items}>
      {(n) => <UpdateItem key={n.id} notification={n} />}
    </ListSection>
  );
}

function UpdateItem({ notification: n }: { notification: Notification }) {
  const { t, lang } = useTranslation();
  const markRead = useMarkNotificationRead();
  // Opening what it is about is attending to it: an unread one is marked read on the way.
  const open = (section?: string) => {
    if (!n.isRead) markRead.mutate(n.id);
    if (section) showSection(section);
  };
  return (
    <li
      data-testid="update"
      className={cn(
        'rounded-xl border p-3',
        n.isRead ? 'border-slate-200 bg-white' : 'border-amber-200 bg-amber-50/60',
      )}
    >
      <p className="flex items-start gap-2 text-sm text-slate-800">
        <BellIcon
          className={cn('mt-0.5 size-4 shrink-0', n.isRead ? 'text-slate-400' : 'text-amber-600')}
          aria-hidden
        />
        <SubjectLink subject={subjectOf(n.code)} onOpen={open}>
          <NotificationText notification={n} />
        </SubjectLink>
      </p>
      <div className="mt-1 ms-6 flex items-center justify-between gap-2">
        <span className="text-xs text-muted-foreground">{formatDate(n.createdAt, lang)}</span>
        {!n.isRead && (
          <Button
            size="sm"
            variant="ghost"
            pending={markRead.isPending}
            pendingLabel={t('pending.marking')}
            onClick={() => markRead.mutate(n.id)}
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </div>
    </li>
  );
}

// A notification that opens its subject is a thumb's height on a phone, 24 px elsewhere.
const LINK_CLASS =
  'inline-block min-h-11 sm:min-h-6 cursor-pointer text-start wrap-anywhere underline-offset-2 hover:underline focus-visible:underline';

function SubjectLink({
  subject,
  onOpen,
  children,
}: {
  subject: Subject;
  onOpen: (section?: string) => void;
  children: ReactNode;
}) {
  if (subject === null) {
    return (
      <span className="wrap-anywhere" data-testid="notification-text">
        {children}
      </span>
    );
  }
  if ('screen' in subject) {
    return (
      <Link
        href={subject.screen}
        className={LINK_CLASS}
        data-testid="notification-text"
        onClick={() => onOpen()}
      >
        {children}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={LINK_CLASS}
      data-testid="notification-text"
      onClick={() => onOpen(subject.section)}
    >
      {children}
    </button>
  );
}
