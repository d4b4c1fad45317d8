import { ConfirmDialog } from '@web/components/confirm-dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useConfirmApplication } from '../api/confirm-application.ts';
import { useRejectInvitation } from '../api/reject-invitation.ts';

/**
 * Join Team / Decline on a team invitation. A
 * leader alone in their team loses their idea by joining (the server deletes it), so for them
 * (`deletesIdeaTitle`) Join Team first asks, naming that idea.
 */
export function InvitationActions({
  applicationId,
  deletesIdeaTitle,
}: {
  applicationId: string;
  deletesIdeaTitle?: string | undefined;
}) {
  const { t } = useTranslation();
  const join = useConfirmApplication({
    onSuccess: () => toast({ title: t('applications.joined') }),
    meta: { errorFallback: 'error.joinTeam', errorTitle: 'error.joinTeam' },
  });
  const decline = useRejectInvitation({
    onSuccess: () => toast({ title: t('applications.declined') }),
    meta: { errorFallback: 'error.decline', errorTitle: 'error.decline' },
  });
  const busy = join.isPending || decline.isPending;
  const joinButton = (
    <Button
      size="sm"
      disabled={busy}
      onClick={deletesIdeaTitle === undefined ? () => join.mutate(applicationId) : undefined}
    >
      {t('notifications.joinTeam')}
    </Button>
  );
  return (
    <div className="flex gap-2">
      {deletesIdeaTitle === undefined ? (
        joinButton
      ) : (
        <ConfirmDialog
          trigger={joinButton}
          title={t('notifications.joinTitle')}
          description={
            <span className="font-medium wrap-anywhere text-red-700">
              {t('notifications.joinDeletesIdea', { title: deletesIdeaTitle })}
            </span>
          }
          confirmLabel={t('notifications.joinTeam')}
          onConfirm={() => join.mutate(applicationId)}
        />
      )}
      <Button
        size="sm"
        variant="outline"
        disabled={busy}
        onClick={() => decline.mutate(applicationId)}
      >
        {t('notifications.decline')}
      </Button>
    </div>
  );
}
