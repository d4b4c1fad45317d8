import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { IdeaFormSchema, type IdeaForm as IdeaFormValues } from '@contract/ideas.ts';
import { TEAM_ID_MAX } from '@contract/limits.ts';
import { MAJORS } from '@contract/majors.ts';
import { Button } from '@web/components/ui/button.tsx';
import { Checkbox } from '@web/components/ui/checkbox.tsx';
import { Field, fieldA11y } from '@web/components/ui/field.tsx';
import { Input } from '@web/components/ui/input.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { Textarea } from '@web/components/ui/textarea.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

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
};

/**
 * The one form behind the create and edit dialogs (spec section 2): title, description, team ID,
 * tags, the required-majors checklist, required skills and two checkboxes. Its strings come from
 * the translation table (spec section 1).
 */
export function IdeaForm({
  mode,
  defaultValues,
  isSubmitting,
  onSubmit,
  onCancel,
}: {
  mode: 'create' | 'edit';
  defaultValues: IdeaFormValues;
  isSubmitting: boolean;
  onSubmit: (values: IdeaFormValues) => void;
  onCancel: () => void;
}) {
  const { t, tm, major } = useTranslation();
  const form = useForm<IdeaFormValues>({ resolver: zodResolver(IdeaFormSchema), defaultValues });
  const e = form.formState.errors;
  const err = (m: string | undefined) => (m ? tm(m) : undefined);
  const errors = {
    title: err(e.title?.message),
    description: err(e.description?.message),
    teamId: err(e.teamId?.message),
    tags: err(e.tags?.message),
    requiredMajors: err(e.requiredMajors?.message ?? e.requiredMajors?.root?.message),
    requiredSkills: err(e.requiredSkills?.message),
  };

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit(onSubmit)}>
      <Field id="idea-title" label={t('ideaForm.title')} error={errors.title}>
        <Input {...fieldA11y('idea-title', errors.title)} {...form.register('title')} />
      </Field>
      <Field
        id="idea-description"
        label={t('ideaForm.descriptionField')}
        error={errors.description}
      >
        <Textarea
          rows={4}
          {...fieldA11y('idea-description', errors.description)}
          {...form.register('description')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="idea-team-id" label={t('ideaForm.teamId')} error={errors.teamId}>
          <Input
            maxLength={TEAM_ID_MAX}
            placeholder={t('ideaForm.teamIdPlaceholder')}
            autoCapitalize="characters"
            dir="ltr"
            {...fieldA11y('idea-team-id', errors.teamId)}
            {...form.register('teamId')}
          />
        </Field>
        <Field
          id="idea-tags"
          label={t('ideaForm.tags')}
          hint={t('ideaForm.commaHint')}
          error={errors.tags}
        >
          <Input
            placeholder={t('ideaForm.tagsPlaceholder')}
            {...fieldA11y('idea-tags', errors.tags, true)}
            {...form.register('tags')}
          />
        </Field>
      </div>

      <fieldset
        className="grid gap-1.5"
        aria-describedby={errors.requiredMajors ? 'idea-majors-error' : undefined}
      >
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          {t('ideaForm.requiredMajors')}
        </legend>
        <Controller
          control={form.control}
          name="requiredMajors"
          render={({ field }) => (
            <div className="grid max-h-52 gap-x-4 gap-y-2 overflow-y-auto rounded-lg border border-slate-200 p-3 sm:grid-cols-2">
              {MAJORS.map((m) => {
                const checked = field.value.includes(m.key);
                return (
                  <div key={m.key} className="flex items-center gap-2">
                    <Checkbox
                      id={`idea-major-${m.key}`}
                      checked={checked}
                      onCheckedChange={(on) =>
                        field.onChange(
                          on === true
                            ? [...field.value, m.key]
                            : field.value.filter((k) => k !== m.key),
                        )
                      }
                    />
                    <Label htmlFor={`idea-major-${m.key}`} className="font-normal">
                      {major(m.key)}
                    </Label>
                  </div>
                );
              })}
            </div>
          )}
        />
        {errors.requiredMajors && (
          <p id="idea-majors-error" role="alert" className="text-sm font-medium text-destructive">
            {errors.requiredMajors}
          </p>
        )}
      </fieldset>

      <Field
        id="idea-skills"
        label={t('ideaForm.requiredSkills')}
        hint={t('ideaForm.commaHint')}
        error={errors.requiredSkills}
      >
        <Input
          placeholder={t('ideaForm.skillsPlaceholder')}
          {...fieldA11y('idea-skills', errors.requiredSkills, true)}
          {...form.register('requiredSkills')}
        />
      </Field>

      <div className="grid gap-3">
        {(['allowCrossMajor', 'isHidden'] as const).map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`idea-${name}`}
                  checked={field.value}
                  onCheckedChange={(on) => field.onChange(on === true)}
                />
                <Label htmlFor={`idea-${name}`} className="font-normal">
                  {t(name === 'allowCrossMajor' ? 'ideaForm.allowCrossMajor' : 'ideaForm.isHidden')}
                </Label>
              </div>
            )}
          />
        ))}
      </div>

      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting
            ? t('ideaForm.saving')
            : mode === 'create'
              ? t('ideaForm.create')
              : t('ideaForm.update')}
        </Button>
      </div>
    </form>
  );
}
