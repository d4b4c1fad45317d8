import { CheckIcon } from 'lucide-react';
import type { ApplicationStatus } from '@contract/applications.ts';
import { Button } from '@web/components/ui/button.tsx';
import { serverMessage } from '@web/lib/api.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { toast, toastError } from '@web/lib/toast.ts';
import { useCreateApplication } from '../api/create-application.ts';
import { useMyApplications } from '../api/get-my-applications.ts';

/** Why the user cannot apply, as the page derives it (spec section 2, Browse Ideas). */
export type ApplyBlock = 'own-idea' | 'in-team' | null;

const APPLIED: Record<ApplicationStatus, MessageKey> = {
  pending: 'browse.applied.pending',
  accepted: 'browse.applied.accepted',
  rejected: 'browse.applied.rejected',
};

/**
 * 'Apply to Join', 'Applying...', 'Your Idea' or 'In Team'; an idea the user already applied to
 * shows that application's state instead of a live button.
 */
export function ApplyButton({ ideaId, block }: { ideaId: string; block: ApplyBlock }) {
  const { t } = useTranslation();
  const myApplications = useMyApplications();
  const apply = useCreateApplication({
    onSuccess: () => toast({ title: t('success.applicationSubmitted') }),
    onError: (error) =>
      toastError(serverMessage(error, t('error.submitApplication')), t('common.error')),
  });

  if (block === 'own-idea') {
    return (
      <Button variant="secondary" disabled>
        {t('browse.yourIdea')}
      </Button>
    );
  }
  if (block === 'in-team') {
    return (
      <Button variant="secondary" disabled>
        {t('browse.inTeam')}
      </Button>
    );
  }
  const existing = myApplications.data?.find((a) => a.ideaId === ideaId);
  const status: ApplicationStatus | undefined =
    existing?.status ?? (apply.isSuccess ? 'pending' : undefined);
  if (status) {
    return (
      <Button variant="secondary" disabled className="whitespace-normal">
        <CheckIcon aria-hidden />
        {t(APPLIED[status])}
      </Button>
    );
  }
  return (
    <Button
      disabled={apply.isPending || myApplications.isPending}
      onClick={() => apply.mutate({ ideaId })}
    >
      {apply.isPending ? t('browse.applying') : t('browse.apply')}
    </Button>
  );
}
