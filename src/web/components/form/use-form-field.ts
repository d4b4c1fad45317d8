import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/** A server's message arrives already translated (useServerFieldErrors in src/web/lib/api.ts). */
export function useFormField<
  TValues extends FieldValues,
  TName extends FieldPath<TValues>,
  TOutput = TValues,
>(control: Control<TValues, unknown, TOutput>, name: TName) {
  const { tv } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  // A list field (the idea's required majors) may carry its message on `root`.
  const error = fieldState.error?.message ? fieldState.error : fieldState.error?.root;
  const message = error?.message;
  return { field, error: message && (error.type === 'server' ? message : tv(message)) };
}
