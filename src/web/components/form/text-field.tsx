import { useId, type ComponentProps, type ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Input } from '@web/components/ui/input.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { FormField } from './form-field.tsx';
import { PasswordChecklist } from './password-checklist.tsx';
import { PasswordInput } from './password-input.tsx';

// Kept apart from form-field.tsx: the login form (the /auth first chunk) needs none of these.

interface FieldProps<TValues extends FieldValues, TOutput> {
  form: { control: Control<TValues, unknown, TOutput> };
  name: FieldPath<TValues>;
  id?: string;
  label: ReactNode;
}

/** A FormField whose control is a plain Input; the props beyond the field's go to the input. */
function TextField<TValues extends FieldValues, TOutput>({
  form,
  name,
  id,
  label,
  hint,
  ...input
}: FieldProps<TValues, TOutput> & { hint?: ReactNode } & Omit<
    ComponentProps<'input'>,
    'form' | 'name' | 'id'
  >) {
  return (
    <FormField form={form} name={name} id={id} label={label} hint={hint}>
      {(field) => <Input {...input} {...field} />}
    </FormField>
  );
}

/**
 * A password being chosen (register, reset): the rules as a checklist ticked as the student
 * types, an eye button, and `new-password` so the browser offers to generate and save one. The
 * schema's message for the first rule missed still appears under it on submit.
 */
export function NewPasswordField<TValues extends FieldValues, TOutput>({
  form,
  name,
  id,
  label,
}: FieldProps<TValues, TOutput>) {
  const madeId = useId();
  const checklistId = `${id ?? madeId}-rules`;
  return (
    <FormField form={form} name={name} id={id ?? madeId} label={label}>
      {(field) => (
        <>
          <PasswordInput
            autoComplete="new-password"
            {...field}
            aria-describedby={[field['aria-describedby'], checklistId].filter(Boolean).join(' ')}
          />
          <PasswordChecklist id={checklistId} password={String(field.value ?? '')} />
        </>
      )}
    </FormField>
  );
}

/** A list typed as one line (tags, skills), with the hint 'Separate items with commas'. */
export function ListField<TValues extends FieldValues, TOutput>({
  placeholder,
  ...props
}: FieldProps<TValues, TOutput> & { placeholder: string }) {
  const { t } = useTranslation();
  return <TextField {...props} hint={t('ideaForm.commaHint')} placeholder={placeholder} />;
}
