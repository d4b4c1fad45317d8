import { LogOutIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { TeamMember, TeamRole } from '@contract/teams.ts';
import { ConfirmDialog } from '@web/components/confirm-dialog.tsx';
import { AlertDialogAction } from '@web/components/ui/alert-dialog.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { isolate } from '@web/components/user-text.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useLeaveTeam } from '../api/leave-team.ts';
import { useTransferLeadership } from '../api/transfer-leadership.ts';

type LeaveDialog = { trigger: ReactNode; title: string; description: ReactNode };

/** The leader may hand the team over first (docs/rules/ideas-and-teams.md). */
export function LeaveTeamButton({
  isLeader,
  members,
}: {
  isLeader: boolean;
  members: TeamMember[];
}) {
  const { t } = useTranslation();
  const leave = useLeaveTeam({
    onSuccess: () => toast({ title: t('teams.left') }),
    meta: { errorFallback: 'error.leaveTeam' },
  });
  const trigger = (
    // Outlined: leaving is a way out, not what the page is for; the confirmation turns red.
    <Button variant="outlineDanger" pending={leave.isPending} pendingLabel={t('team.leaving')}>
      <LogOutIcon className="rtl:-scale-x-100" aria-hidden />
      {t('team.leave')}
    </Button>
  );
  const dialog = (then: ReactNode): LeaveDialog => ({
    trigger,
    title: t('team.leaveTitle'),
    description: (
      <>
        <span>{t('team.leaveConfirm')}</span>
        {then}
      </>
    ),
  });
  if (isLeader && members.length > 0) {
    return (
      <LeaveWithHandover
        dialog={dialog(<span>{t('team.handoverOffer')}</span>)}
        members={members}
        onLeave={(asRole) => leave.mutate(asRole)}
      />
    );
  }
  return (
    <ConfirmDialog
      {...dialog(
        isLeader && (
          <span className="font-medium text-red-700">{t('team.leaveLeaderWarning')}</span>
        ),
      )}
      confirmLabel={t('team.leave')}
      onConfirm={() => leave.mutate(isLeader ? 'creator' : 'member')}
    />
  );
}

function LeaveWithHandover({
  dialog,
  members,
  onLeave,
}: {
  dialog: LeaveDialog;
  members: TeamMember[];
  onLeave: (asRole: TeamRole) => void;
}) {
  const { t } = useTranslation();
  const [nextLeader, setNextLeader] = useState(members[0]!.id);
  const transfer = useTransferLeadership({
    meta: { errorFallback: 'error.handover' },
  });
  const chosen = members.find((m) => m.id === nextLeader) ?? members[0]!;
  return (
    <ConfirmDialog
      {...dialog}
      confirmLabel={t('team.leaveAndDissolve')}
      onConfirm={() => onLeave('creator')}
      moreActions={
        <AlertDialogAction
          variant="default"
          disabled={transfer.isPending}
          onClick={() =>
            transfer.mutate(
              { memberId: chosen.id },
              {
                onSuccess: () => {
                  toast({ title: t('teams.transferred', { name: isolate(chosen.name) }) });
                  onLeave('member');
                },
              },
            )
          }
        >
          {t('team.handoverAndLeave')}
        </AlertDialogAction>
      }
    >
      <fieldset className="mt-3 grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-900">{t('team.newLeader')}</legend>
        {members.map((m) => (
          <label
            key={m.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 has-checked:border-primary has-checked:bg-primary-soft"
          >
            <input
              type="radio"
              name="next-leader"
              value={m.id}
              checked={nextLeader === m.id}
              onChange={() => setNextLeader(m.id)}
              className="size-4 accent-primary"
            />
            <bdi className="min-w-0 wrap-anywhere">{m.name}</bdi>
          </label>
        ))}
      </fieldset>
      <p className="mt-3 text-sm font-medium text-red-700">{t('team.leaveLeaderWarning')}</p>
    </ConfirmDialog>
  );
}
