import { LogOutIcon } from 'lucide-react';
import { ConfirmDialog } from '@web/components/confirm-dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useLeaveTeam } from '../api/leave-team.ts';

/**
 * 'Leave Team' with a confirmation; for the leader the dialog also says that
 * leaving dissolves the team and deletes the idea.
 */
export function LeaveTeamButton({ isLeader }: { isLeader: boolean }) {
  const { t } = useTranslation();
  const leave = useLeaveTeam({
    onSuccess: () => toast({ title: t('teams.left') }),
    meta: { errorFallback: 'error.leaveTeam' },
  });
  return (
    <ConfirmDialog
      trigger={
        // Outlined, not filled: leaving is a way out, not what the page is for. The confirmation
        // that follows is where it turns red.
        <Button
          variant="outline"
          className="border-red-300 text-red-700 hover:bg-red-50"
          disabled={leave.isPending}
        >
          <LogOutIcon className="rtl:-scale-x-100" aria-hidden />
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
      onConfirm={() => leave.mutate()}
    />
  );
}
