import { zodResolver } from '@hookform/resolvers/zod';
import { useLayoutEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  BanIcon,
  CheckIcon,
  ClockIcon,
  CrownIcon,
  UsersRoundIcon,
  UserRoundXIcon,
  XIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  ApplyFormSchema,
  type ApplicationStatus,
  type ApplyForm,
  type MyApplicationStatus,
} from '@contract/applications.ts';
import type { ApplyBlockedReason } from '@contract/ideas.ts';
import { APPLICATION_MESSAGE_MAX } from '@contract/limits.ts';
import { useBackClosesSheet, useDiscardGuard } from '@web/components/discard-guard.tsx';
import { FormActions } from '@web/components/form/form-actions.tsx';
import { FormField } from '@web/components/form/form-field.tsx';
import { TitledDialog } from '@web/components/titled-dialog.tsx';
import { Button, type ButtonProps } from '@web/components/ui/button.tsx';
import { Textarea } from '@web/components/ui/textarea.tsx';
import { useServerFieldErrors } from '@web/lib/api.ts';
import { useTranslation, type MessageKey } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useCreateApplication } from '../api/create-application.ts';
import { useMyApplications } from '../api/get-my-applications.ts';

export type ApplyBlock = 'own-idea' | 'in-team' | null;

const BLOCKED: Record<ApplyBlockedReason, MessageKey> = {
  majorNotAccepted: 'browse.blocked.majorNotAccepted',
  removedFromTeam: 'browse.blocked.removedFromTeam',
  withdrawnTooOften: 'browse.blocked.withdrawnTooOften',
};

// A lapsed application (docs/rules/formation.md) leaves the student free to apply again.
type Shown = Exclude<ApplicationStatus, 'lapsed'>;

// Pill text at 4.5:1 contrast or more.
const PILLS: Record<
  NonNullable<ApplyBlock> | Shown | 'full',
  { Icon: LucideIcon; variant: ButtonProps['variant']; label: MessageKey }
> = {
  'own-idea': { Icon: CrownIcon, variant: 'status', label: 'browse.yourIdea' },
  'in-team': { Icon: UsersRoundIcon, variant: 'status', label: 'browse.inTeam' },
  pending: { Icon: ClockIcon, variant: 'statusWarning', label: 'browse.applied.pending' },
  accepted: { Icon: CheckIcon, variant: 'statusSuccess', label: 'browse.applied.accepted' },
  rejected: { Icon: XIcon, variant: 'status', label: 'browse.applied.rejected' },
  full: { Icon: UserRoundXIcon, variant: 'status', label: 'browse.teamFull' },
};

const isCurrent = (status: MyApplicationStatus): status is Shown =>
  status !== 'withdrawn' && status !== 'closed' && status !== 'filled' && status !== 'lapsed';

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

  const guard = useDiscardGuard();
  const close = () => guard.ask(() => setSheetOpen(false));
  useBackClosesSheet(sheetOpen, close);

  if (block) return <StatePill state={block} />;
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
  // Withdrawn, closed and lapsed applications are history, not the state shown here.
  const existing = myApplications.data
    ?.filter((a) => a.ideaId === ideaId)
    .map((a) => a.status)
    .find(isCurrent);
  const status = existing ?? (apply.isSuccess ? 'pending' : undefined);
  if (status) return <StatePill state={status} />;
  if (isFull) return <StatePill state="full" />;
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
      <TitledDialog
        open={sheetOpen}
        onOpenChange={(next) => (next ? setSheetOpen(true) : close())}
        title={t('apply.title')}
        description={
          <>
            <span className="block font-medium wrap-anywhere text-slate-900" dir="auto">
              {ideaTitle}
            </span>
            {t('apply.description')}
          </>
        }
        className="sm:max-w-lg"
      >
        {/* Mounted at each opening, so the sheet starts empty. */}
        {sheetOpen && (
          <ApplySheet
            isSubmitting={apply.isPending}
            serverError={apply.error}
            onSubmit={({ message }) => apply.mutate({ ideaId, message })}
            onCancel={close}
            onDirtyChange={guard.reportDirty}
          />
        )}
        {guard.dialog}
      </TitledDialog>
    </>
  );
}

function StatePill({ state }: { state: keyof typeof PILLS }) {
  const { t } = useTranslation();
  const { Icon, variant, label } = PILLS[state];
  return (
    <Button variant={variant} disabled>
      <Icon aria-hidden />
      {t(label)}
    </Button>
  );
}

function ApplySheet({
  isSubmitting,
  serverError,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  isSubmitting: boolean;
  serverError: unknown;
  onSubmit: (values: ApplyForm) => void;
  onCancel: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<ApplyForm>({
    resolver: zodResolver(ApplyFormSchema),
    defaultValues: { message: '' },
  });
  useServerFieldErrors(form, serverError);
  const message = useWatch({ control: form.control, name: 'message' });
  const { isDirty } = form.formState;
  useLayoutEffect(() => {
    onDirtyChange(isDirty);
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField
        form={form}
        name="message"
        id="apply-message"
        label={t('apply.message')}
        hint={t('apply.count', { count: message.length, max: APPLICATION_MESSAGE_MAX })}
      >
        {(field) => (
          <Textarea
            rows={5}
            maxLength={APPLICATION_MESSAGE_MAX}
            placeholder={t('apply.messagePlaceholder')}
            {...field}
          />
        )}
      </FormField>
      <FormActions onCancel={onCancel} pending={isSubmitting} pendingLabel={t('browse.applying')}>
        {t('apply.send')}
      </FormActions>
    </form>
  );
}
