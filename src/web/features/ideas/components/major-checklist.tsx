import type { Control } from 'react-hook-form';
import type { IdeaForm } from '@contract/ideas.ts';
import { MAJORS } from '@contract/majors.ts';
import { useFormField } from '@web/components/form/use-form-field.ts';
import { Checkbox } from '@web/components/ui/checkbox.tsx';
import { Label } from '@web/components/ui/label.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

export function MajorChecklist({ form }: { form: { control: Control<IdeaForm> } }) {
  const { t, major } = useTranslation();
  const { field, error } = useFormField(form.control, 'requiredMajors');
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? 'idea-majors-error' : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {t('ideaForm.requiredMajors')}
      </legend>
      <div className="grid max-h-52 gap-x-4 overflow-y-auto rounded-lg border border-slate-200 px-3 py-1 sm:grid-cols-2 sm:py-2">
        {MAJORS.map((m) => (
          // `relative` keeps Radix's hidden input in the row; absolute, it stretched the sheet.
          <div key={m.key} className="relative flex min-h-11 items-center gap-3 sm:min-h-8">
            <Checkbox
              id={`idea-major-${m.key}`}
              checked={field.value.includes(m.key)}
              onCheckedChange={(on) =>
                field.onChange(
                  on === true ? [...field.value, m.key] : field.value.filter((k) => k !== m.key),
                )
              }
            />
            <Label
              htmlFor={`idea-major-${m.key}`}
              weight="normal"
              className="flex flex-1 items-center self-stretch"
            >
              {major(m.key)}
            </Label>
          </div>
        ))}
      </div>
      {error && (
        <p id="idea-majors-error" role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
