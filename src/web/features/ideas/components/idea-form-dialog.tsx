import { joinList, splitList } from '@contract/text.ts';
import { isMajorKey, type MajorKey } from '@contract/majors.ts';
import type { Idea } from '@contract/ideas.ts';
import { maxMembersOf } from '@contract/team-size.ts';
import { useDiscardGuard } from '@web/components/discard-guard.tsx';
import { TitledDialog } from '@web/components/titled-dialog.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useCreateIdea } from '../api/create-idea.ts';
import { useUpdateIdea } from '../api/update-idea.ts';
import { emptyIdeaForm, IdeaForm, type IdeaFormValues } from './idea-form.tsx';

function toFormValues(idea: Idea): IdeaFormValues {
  return {
    title: idea.title,
    description: idea.description,
    teamId: idea.teamId,
    tags: idea.tags,
    requiredMajors: splitList(idea.requiredMajors).filter(isMajorKey) as MajorKey[],
    requiredSkills: idea.requiredSkills,
    allowCrossMajor: idea.allowCrossMajor,
    isHidden: idea.isHidden,
    maxMembers: idea.maxMembers === null ? '' : String(idea.maxMembers),
  };
}

/** Required majors are sent joined by commas, as the API takes them. */
function toInput(values: IdeaFormValues) {
  return {
    ...values,
    requiredMajors: joinList(values.requiredMajors),
    maxMembers: maxMembersOf(values.maxMembers),
  };
}

export interface IdeaFormDialogProps {
  idea?: Idea;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function IdeaFormDialog({ idea, open, onOpenChange }: IdeaFormDialogProps) {
  const { t } = useTranslation();
  const create = useCreateIdea({
    onSuccess: () => {
      toast({ title: t('success.ideaCreated') });
      onOpenChange(false);
    },
    meta: { errorFallback: 'error.createIdea' },
  });
  const update = useUpdateIdea({
    onSuccess: () => {
      toast({ title: t('success.ideaUpdated') });
      onOpenChange(false);
    },
    meta: { errorFallback: 'error.updateIdea' },
  });
  const mode = idea ? 'edit' : 'create';
  const guard = useDiscardGuard();
  const close = () => guard.ask(() => onOpenChange(false));

  return (
    <TitledDialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={idea ? t('ideaForm.editTitle') : t('ideaForm.createTitle')}
      description={t('ideaForm.description')}
      className="sm:max-w-2xl"
    >
      {open && (
        <IdeaForm
          mode={mode}
          defaultValues={idea ? toFormValues(idea) : emptyIdeaForm}
          isSubmitting={create.isPending || update.isPending}
          serverError={create.error ?? update.error}
          onCancel={close}
          onDirtyChange={guard.reportDirty}
          onSubmit={(values) =>
            idea
              ? update.mutate({ id: idea.id, input: toInput(values) })
              : create.mutate(toInput(values))
          }
        />
      )}
      {guard.dialog}
    </TitledDialog>
  );
}
