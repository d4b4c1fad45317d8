import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/**
 * A field's react-hook-form controller and its validation message in the reader's language
 * (the contract's English message, translated by `tm`).
 */
export function useFormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>(control: Control<TValues, unknown, TOutput>, name: TName) {
  const { tv } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  // A list field (the idea's required majors) may carry its message on `root`.
  const message = fieldState.error?.message ?? fieldState.error?.root?.message;
  return { field, error: message ? tv(message) : undefined };
}
