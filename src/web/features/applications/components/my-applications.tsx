import { Undo2Icon } from 'lucide-react';
import type { MyApplication } from '@contract/applications.ts';
import { WITHDRAWALS_PER_IDEA_MAX } from '@contract/limits.ts';
import { ConfirmButton } from '@web/components/confirm-dialog.tsx';
import { ListError } from '@web/components/list-error.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { isolate } from '@web/components/user-text.tsx';
import { formatDate } from '@web/lib/format.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useMyApplications } from '../api/get-my-applications.ts';
import { useWithdrawApplication } from '../api/withdraw-application.ts';
import { InvitationActions } from './invitation-actions.tsx';

type Shown = MyApplication['status'] | 'joined';

const STATUS: Record<Shown, { key: MessageKey; className: string }> = {
  pending: { key: 'myApplications.status.pending', className: 'bg-amber-50 text-amber-900' },
  accepted: { key: 'myApplications.status.accepted', className: 'bg-emerald-50 text-emerald-900' },
  joined: { key: 'myApplications.status.joined', className: 'bg-primary-soft text-primary' },
  rejected: { key: 'myApplications.status.rejected', className: 'bg-slate-100 text-slate-700' },
  lapsed: { key: 'myApplications.status.lapsed', className: 'bg-slate-100 text-slate-700' },
  withdrawn: { key: 'myApplications.status.withdrawn', className: 'bg-slate-100 text-slate-700' },
  closed: { key: 'myApplications.status.closed', className: 'bg-slate-100 text-slate-700' },
  filled: { key: 'myApplications.status.filled', className: 'bg-slate-100 text-slate-700' },
};

/** Withdrawn and closed applications stay as history (docs/decisions/0078). */
export function MyApplications({
  joinedIdeaId,
  deletesIdeaTitle,
}: {
  joinedIdeaId: string | undefined;
  deletesIdeaTitle: string | undefined;
}) {
  const { t } = useTranslation();
  const applications = useMyApplications();
  const items = applications.data ?? [];
  return (
    <Card role="region" className="grid gap-3 p-5" aria-labelledby="my-applications-heading">
      <h2 id="my-applications-heading" className="text-lg font-semibold text-slate-900">
        {t('myApplications.title')}
      </h2>
      {applications.isError && !applications.data ? (
        <ListError
          compact
          text={t('myApplications.failed')}
          onRetry={() => void applications.refetch()}
          retrying={applications.isFetching}
        />
      ) : applications.isPending ? (
        <p className="text-sm text-muted-foreground">…</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('myApplications.empty')}</p>
      ) : (
        <ul className="grid gap-2" data-testid="my-applications">
          {items.map((a) => (
            <MyApplicationItem
              key={a.id}
              application={a}
              joined={a.status === 'accepted' && a.idea.id === joinedIdeaId}
              deletesIdeaTitle={deletesIdeaTitle}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function MyApplicationItem({
  application,
  joined,
  deletesIdeaTitle,
}: {
  application: MyApplication;
  joined: boolean;
  deletesIdeaTitle: string | undefined;
}) {
  const { t, lang } = useTranslation();
  const withdraw = useWithdrawApplication({
    onSuccess: () => toast({ title: t('applications.withdrawn') }),
    meta: { errorFallback: 'error.withdraw' },
  });
  const shown: Shown = joined ? 'joined' : application.status;
  const invitedAt = shown === 'accepted' ? application.acceptedAt : null;
  const { title, teamId } = application.idea;
  return (
    <li
      className="grid gap-2 rounded-xl border border-slate-200 p-3 sm:flex sm:items-center sm:gap-3"
      data-testid="my-application"
    >
      <div className="grid min-w-0 gap-1 sm:flex-1">
        <p
          className="font-medium wrap-anywhere text-slate-900"
          dir="auto"
          data-testid="my-application-title"
        >
          {title}
        </p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant="secondary" dir="ltr">
            {teamId}
          </Badge>
          <span>
            {invitedAt
              ? t('myApplications.invited', { date: formatDate(invitedAt, lang) })
              : t('myApplications.applied', { date: formatDate(application.createdAt, lang) })}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:shrink-0">
        {/* Its own colours (variant null): a stronger amber and green than the badge's. */}
        <Badge
          variant={null}
          className={STATUS[shown].className}
          data-testid="my-application-status"
        >
          {t(STATUS[shown].key)}
        </Badge>
        {shown === 'accepted' && (
          <InvitationActions applicationId={application.id} deletesIdeaTitle={deletesIdeaTitle} />
        )}
        {shown === 'pending' && (
          <ConfirmButton
            icon={<Undo2Icon aria-hidden />}
            label={t('myApplications.withdraw')}
            ariaLabel={t('myApplications.withdrawLabel', { title })}
            pending={withdraw.isPending}
            pendingLabel={t('pending.withdrawing')}
            title={t('myApplications.withdrawTitle')}
            description={t('myApplications.withdrawConfirm', {
              title: isolate(title),
              count: WITHDRAWALS_PER_IDEA_MAX,
            })}
            onConfirm={() => withdraw.mutate(application.id)}
          />
        )}
      </div>
    </li>
  );
}
