import { LogOutIcon } from 'lucide-react';
import { ConfirmDialog } from '@web/components/confirm-dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { serverMessage } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast, toastError } from '@web/lib/toast.ts';
import { useLeaveTeam } from '../api/leave-team.ts';

/**
 * 'Leave Team' with the confirmation of spec section 2; for the leader the dialog also says that
 * leaving dissolves the team and deletes the idea (issue 5).
 */
export function LeaveTeamButton({ isLeader }: { isLeader: boolean }) {
  const { t } = useTranslation();
  const leave = useLeaveTeam({
    onSuccess: () => toast({ title: t('success.leftTeam') }),
    onError: (error) => toastError(serverMessage(error, t('error.leaveTeam')), t('common.error')),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="destructive" disabled={leave.isPending}>
          <LogOutIcon aria-hidden />
          {leave.isPending ? t('team.leaving') : t('team.leave')}
        </Button>
      }
      title={t('team.leaveTitle')}
      description={
        <>
          <span>{t('team.leaveConfirm')}</span>
          {isLeader && (
            <span className="font-medium text-red-700">{t('team.leaveLeaderWarning')}</span>
          )}
        </>
      }
      confirmLabel={t('team.leave')}
      cancelLabel={t('common.cancel')}
      onConfirm={() => leave.mutate()}
    />
  );
}
