import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useLayoutEffect } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { IdeaFormSchema, type IdeaForm as IdeaFormValues } from '@contract/ideas.ts';
import { TEAM_ID_MAX, TEAM_SIZE_MAX, TEAM_SIZE_MIN } from '@contract/limits.ts';
import { FormActions } from '@web/components/form/form-actions.tsx';
import { FormField } from '@web/components/form/form-field.tsx';
import { ListField } from '@web/components/form/text-field.tsx';
import { Checkbox } from '@web/components/ui/checkbox.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Textarea } from '@web/components/ui/textarea.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useTeamIdCheck } from '../api/check-team-id.ts';
import { MajorChecklist } from './major-checklist.tsx';
import { useDebouncedValue } from '@web/hooks/use-debounced-value.ts';
import { useServerFieldErrors } from '@web/lib/api.ts';

export type { IdeaFormValues };

export const emptyIdeaForm: IdeaFormValues = {
  title: '',
  description: '',
  teamId: '',
  tags: '',
  requiredMajors: [],
  requiredSkills: '',
  allowCrossMajor: false,
  isHidden: false,
  maxMembers: '',
};

export function IdeaForm({
  mode,
  defaultValues,
  isSubmitting,
  serverError,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  mode: 'create' | 'edit';
  defaultValues: IdeaFormValues;
  isSubmitting: boolean;
  serverError: unknown;
  onSubmit: (values: IdeaFormValues) => void;
  onCancel: () => void;
  onDirtyChange: (isDirty: boolean) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<IdeaFormValues>({ resolver: zodResolver(IdeaFormSchema), defaultValues });
  useServerFieldErrors(form, serverError);
  const { isDirty } = form.formState;
  useLayoutEffect(() => {
    onDirtyChange(isDirty);
    return () => onDirtyChange(false);
  }, [isDirty, onDirtyChange]);
  useTeamIdProposal(form, mode === 'create');
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <FormField form={form} name="title" label={t('ideaForm.title')}>
        {(field) => <Input {...field} />}
      </FormField>
      <FormField form={form} name="description" label={t('ideaForm.descriptionField')}>
        {(field) => <Textarea rows={4} {...field} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          form={form}
          name="teamId"
          label={t('ideaForm.teamId')}
          hint={t('ideaForm.teamIdHint')}
        >
          {(field) => (
            <Input
              maxLength={TEAM_ID_MAX}
              placeholder={t('ideaForm.teamIdPlaceholder')}
              autoCapitalize="characters"
              dir="ltr"
              // Shown as it is saved: 'm001' is taken as 'M001'.
              className="uppercase placeholder:normal-case"
              {...field}
            />
          )}
        </FormField>
        <ListField
          form={form}
          name="tags"
          label={t('ideaForm.tags')}
          placeholder={t('ideaForm.tagsPlaceholder')}
        />
      </div>
      <FormField
        form={form}
        name="maxMembers"
        label={t('ideaForm.maxMembers')}
        hint={t('ideaForm.maxMembersHint')}
      >
        {(field) => (
          <Input
            type="number"
            inputMode="numeric"
            min={TEAM_SIZE_MIN}
            max={TEAM_SIZE_MAX}
            dir="ltr"
            className="sm:max-w-40"
            {...field}
          />
        )}
      </FormField>
      <MajorChecklist form={form} />
      <ListField
        form={form}
        name="requiredSkills"
        label={t('ideaForm.requiredSkills')}
        placeholder={t('ideaForm.skillsPlaceholder')}
      />
      <div className="grid gap-3">
        {(['allowCrossMajor', 'isHidden'] as const).map((name) => (
          <FormField
            key={name}
            form={form}
            name={name}
            id={`idea-${name}`}
            label={t(name === 'allowCrossMajor' ? 'ideaForm.allowCrossMajor' : 'ideaForm.isHidden')}
            layout="option"
          >
            {({ value, onChange, ...field }) => (
              <Checkbox
                {...field}
                checked={value}
                onCheckedChange={(on) => onChange(on === true)}
              />
            )}
          </FormField>
        ))}
      </div>

      <FormActions
        className="mt-2"
        onCancel={onCancel}
        pending={isSubmitting}
        pendingLabel={t('ideaForm.saving')}
      >
        {mode === 'create' ? t('ideaForm.create') : t('ideaForm.update')}
      </FormActions>
    </form>
  );
}

const TEAM_ID = /^M\d{3}$/;

/** The next free Team ID fills an untouched field; the save still checks it. */
function useTeamIdProposal(form: UseFormReturn<IdeaFormValues>, enabled: boolean) {
  const { t } = useTranslation();
  const typed = useWatch({ control: form.control, name: 'teamId' }).trim().toUpperCase();
  const settled = useDebouncedValue(typed, 300);
  const asked = TEAM_ID.test(settled) ? settled : '';
  const check = useTeamIdCheck(asked, enabled);
  const next = check.data?.next;
  const { getFieldState, resetField, setError, clearErrors } = form;
  useEffect(() => {
    // As the field's default, so an untouched form is still clean.
    if (next && !getFieldState('teamId').isDirty && !form.getValues('teamId')) {
      resetField('teamId', { defaultValue: next });
    }
  }, [next, getFieldState, resetField, form]);
  const taken = Boolean(asked) && asked === typed && !check.isPlaceholderData && check.data?.taken;
  const takenText = t('ideas.teamIdTaken');
  useEffect(() => {
    if (taken) setError('teamId', { type: 'server', message: takenText });
    else if (getFieldState('teamId').error?.type === 'server') clearErrors('teamId');
  }, [taken, takenText, setError, clearErrors, getFieldState]);
}
