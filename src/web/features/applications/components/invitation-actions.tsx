import { ConfirmDialog } from '@web/components/confirm-dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { isolate } from '@web/components/user-text.tsx';
import { pluralKey, useTranslation, type Language, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useConfirmApplication } from '../api/confirm-application.ts';
import { useMyApplications } from '../api/get-my-applications.ts';
import { useRejectInvitation } from '../api/reject-invitation.ts';

const CLOSES_OTHERS: Partial<Record<Intl.LDMLPluralRule, MessageKey>> & { other: MessageKey } = {
  one: 'notifications.joinClosesOthers.one',
  two: 'notifications.joinClosesOthers.two',
  few: 'notifications.joinClosesOthers.few',
  many: 'notifications.joinClosesOthers.many',
  other: 'notifications.joinClosesOthers.other',
};

const closesOthersKey = (count: number, lang: Language): MessageKey =>
  pluralKey(CLOSES_OTHERS, count, lang);

/** A lone leader loses their idea by joining, so Join Team asks first, naming it. */
export function InvitationActions({
  applicationId,
  deletesIdeaTitle,
}: {
  applicationId: string;
  deletesIdeaTitle?: string | undefined;
}) {
  const { t, lang } = useTranslation();
  const join = useConfirmApplication({
    onSuccess: () => toast({ title: t('applications.joined') }),
    meta: { errorFallback: 'error.joinTeam', errorTitle: 'error.joinTeam' },
  });
  const decline = useRejectInvitation({
    onSuccess: () => toast({ title: t('applications.declined') }),
    meta: { errorFallback: 'error.decline', errorTitle: 'error.decline' },
  });
  const others = (useMyApplications().data ?? []).filter(
    (a) => a.id !== applicationId && (a.status === 'pending' || a.status === 'accepted'),
  ).length;
  const closesOthers =
    others > 0 ? (
      <p className="text-sm font-medium text-amber-900" data-testid="join-closes-others">
        {t(closesOthersKey(others, lang), { count: others })}
      </p>
    ) : null;
  const busy = join.isPending || decline.isPending;
  const joinButton = (
    <Button
      size="sm"
      disabled={busy}
      pending={join.isPending}
      pendingLabel={t('pending.joining')}
      onClick={deletesIdeaTitle === undefined ? () => join.mutate(applicationId) : undefined}
    >
      {t('notifications.joinTeam')}
    </Button>
  );
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        {deletesIdeaTitle === undefined ? (
          joinButton
        ) : (
          <ConfirmDialog
            trigger={joinButton}
            title={t('notifications.joinTitle')}
            description={
              <>
                <span className="font-medium wrap-anywhere text-red-700">
                  {t('notifications.joinDeletesIdea', { title: isolate(deletesIdeaTitle) })}
                </span>
                {closesOthers}
              </>
            }
            confirmLabel={t('notifications.joinTeam')}
            onConfirm={() => join.mutate(applicationId)}
          />
        )}
        <ConfirmDialog
          trigger={
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              pending={decline.isPending}
              pendingLabel={t('pending.declining')}
            >
              {t('notifications.decline')}
            </Button>
          }
          title={t('notifications.declineTitle')}
          description={t('notifications.declineConfirm')}
          confirmLabel={t('notifications.decline')}
          onConfirm={() => decline.mutate(applicationId)}
        />
      </div>
      {closesOthers}
    </div>
  );
}
