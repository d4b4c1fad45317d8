import { Button } from '@web/components/ui/button.tsx';
import { serverMessage } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast, toastError } from '@web/lib/toast.ts';
import { useConfirmApplication } from '../api/confirm-application.ts';
import { useRejectInvitation } from '../api/reject-invitation.ts';

/** Join Team / Decline on a team invitation (spec section 2; titles of failures: section 8). */
export function InvitationActions({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation();
  const join = useConfirmApplication({
    onSuccess: () => toast({ title: t('success.joinedTeam') }),
    onError: (error) => toastError(serverMessage(error, t('error.joinTeam')), t('error.joinTeam')),
  });
  const decline = useRejectInvitation({
    onSuccess: () => toast({ title: t('success.declinedTeam') }),
    onError: (error) => toastError(serverMessage(error, t('error.decline')), t('error.decline')),
  });
  const busy = join.isPending || decline.isPending;
  return (
    <div className="flex gap-2">
      <Button size="sm" disabled={busy} onClick={() => join.mutate(applicationId)}>
        {t('notifications.joinTeam')}
      </Button>
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
