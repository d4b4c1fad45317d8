import { useState } from 'react';
import {
  BanIcon,
  CheckIcon,
  ClockIcon,
  CrownIcon,
  UsersRoundIcon,
  UserRoundXIcon,
  XIcon,
} from 'lucide-react';
import type { ApplicationStatus, MyApplicationStatus } from '@contract/applications.ts';
import type { ApplyBlockedReason } from '@contract/ideas.ts';
import { Button } from '@web/components/ui/button.tsx';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useCreateApplication } from '../api/create-application.ts';
import { useMyApplications } from '../api/get-my-applications.ts';
import { ApplySheet } from './apply-sheet.tsx';

/** Why the user cannot apply, as the page derives it. */
export type ApplyBlock = 'own-idea' | 'in-team' | null;

const BLOCKED: Record<ApplyBlockedReason, MessageKey> = {
  majorNotAccepted: 'browse.blocked.majorNotAccepted',
  removedFromTeam: 'browse.blocked.removedFromTeam',
  withdrawnBefore: 'browse.blocked.withdrawnBefore',
};

// A lapsed application (docs/rules/formation.md) leaves the student free to apply again.
type Shown = Exclude<ApplicationStatus, 'lapsed'>;
const APPLIED: Record<Shown, MessageKey> = {
  pending: 'browse.applied.pending',
  accepted: 'browse.applied.accepted',
  rejected: 'browse.applied.rejected',
};

// Each application state as a pill: its icon and colours (text at 4.5:1 or more).
const APPLIED_PILL = {
  pending: { Icon: ClockIcon, variant: 'statusWarning' },
  accepted: { Icon: CheckIcon, variant: 'statusSuccess' },
  rejected: { Icon: XIcon, variant: 'status' },
} as const;

const isCurrent = (status: MyApplicationStatus): status is Shown =>
  status !== 'withdrawn' && status !== 'closed' && status !== 'lapsed';

/**
 * 'Apply to Join', 'Applying...', 'Your Idea' or 'In Team'; an idea the server says the user
 * cannot apply to (`blockedReason`) says why instead, an idea the user already applied to
 * shows that application's state instead of a live button, and a full team 'Team Full'.
 * 'Apply to Join' opens the apply sheet for an optional motivation.
 */
export function ApplyButton({
  ideaId,
  ideaTitle,
  isFull,
  block,
  blockedReason,
}: {
  ideaId: string;
  ideaTitle: string;
  isFull: boolean;
  block: ApplyBlock;
  blockedReason: ApplyBlockedReason | null;
}) {
  const { t } = useTranslation();
  const [sheetOpen, setSheetOpen] = useState(false);
  const myApplications = useMyApplications();
  const apply = useCreateApplication({
    onSuccess: () => {
      setSheetOpen(false);
      toast({ title: t('success.applicationSubmitted') });
    },
    meta: { errorFallback: 'error.submitApplication' },
  });

  if (block === 'own-idea') {
    return (
      <Button variant="status" disabled>
        <CrownIcon aria-hidden />
        {t('browse.yourIdea')}
      </Button>
    );
  }
  if (block === 'in-team') {
    return (
      <Button variant="status" disabled>
        <UsersRoundIcon aria-hidden />
        {t('browse.inTeam')}
      </Button>
    );
  }
  if (blockedReason) {
    // Plain text at full contrast, not a greyed-out button: the student must be able to read why.
    return (
      <p
        data-testid="apply-blocked"
        className="flex items-center gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
      >
        <BanIcon className="size-4 shrink-0" aria-hidden />
        {t(BLOCKED[blockedReason])}
      </p>
    );
  }
  // Withdrawn, closed and lapsed applications are history: the card's blocked reason or a new
  // application tells what may be done now.
  const existing = myApplications.data
    ?.filter((a) => a.ideaId === ideaId)
    .map((a) => a.status)
    .find(isCurrent);
  const status = existing ?? (apply.isSuccess ? 'pending' : undefined);
  if (status) {
    const { Icon, variant } = APPLIED_PILL[status];
    return (
      <Button variant={variant} disabled>
        <Icon aria-hidden />
        {t(APPLIED[status])}
      </Button>
    );
  }
  if (isFull) {
    return (
      <Button variant="status" disabled data-testid="team-full">
        <UserRoundXIcon aria-hidden />
        {t('browse.teamFull')}
      </Button>
    );
  }
  return (
    <>
      <Button
        disabled={myApplications.isPending}
        pending={apply.isPending}
        pendingLabel={t('browse.applying')}
        onClick={() => setSheetOpen(true)}
      >
        {t('browse.apply')}
      </Button>
      <ApplySheet
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        ideaTitle={ideaTitle}
        isSubmitting={apply.isPending}
        serverError={apply.error}
        onSubmit={({ message }) => apply.mutate({ ideaId, message })}
      />
    </>
  );
}
