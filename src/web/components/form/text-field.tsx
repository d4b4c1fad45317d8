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

/** `new-password` lets the browser offer to generate and save one. */
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

export function ListField<TValues extends FieldValues, TOutput>({
  placeholder,
  ...props
}: FieldProps<TValues, TOutput> & { placeholder: string }) {
  const { t } = useTranslation();
  return <TextField {...props} hint={t('ideaForm.commaHint')} placeholder={placeholder} />;
}
