import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { PHONE_LENGTH } from '@contract/limits.ts';
import { Input } from '@web/components/ui/input.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { FormField } from './form-field.tsx';

export function PhoneInput({ onChange, ...props }: ComponentProps<typeof Input>) {
  return (
    <Input
      type="tel"
      dir="ltr"
      inputMode="numeric"
      maxLength={PHONE_LENGTH}
      {...props}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH);
        if (digits !== event.target.value) event.target.value = digits;
        onChange?.(event);
      }}
    />
  );
}

export function PhoneField<TValues extends FieldValues & { phone: string }, TOutput>({
  form,
  id,
  autoComplete,
}: {
  form: { control: Control<TValues, unknown, TOutput> };
  id: string;
  autoComplete: string;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      form={form}
      // Every form names it `phone`; TypeScript cannot see that through the generic.
      name={'phone' as FieldPath<TValues>}
      id={id}
      label={t('auth.field.phone')}
      hint={t('validation.phoneHint')}
    >
      {(field) => (
        <PhoneInput
          autoComplete={autoComplete}
          placeholder={t('auth.placeholder.phone')}
          {...field}
        />
      )}
    </FormField>
  );
}
