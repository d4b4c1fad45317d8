import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { Input } from '@web/components/ui/input.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { FormField } from './form-field.tsx';

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
 * A password being chosen (register, reset): the rules as the hint, and `new-password` so the
 * browser offers to generate and save one.
 */
export function NewPasswordField<TValues extends FieldValues, TOutput>(
  props: FieldProps<TValues, TOutput>,
) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      hint={t('auth.passwordHint')}
      type="password"
      autoComplete="new-password"
    />
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
