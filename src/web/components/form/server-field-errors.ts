import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@web/lib/api.ts';
import { translateCode, type TranslateVars } from '@web/lib/i18n/i18n.ts';

/**
 * The field errors of a failed call (`errors` and `fieldCodes` of the answer), each in the
 * reader's language when its code is known, else the server's English text.
 */
function serverFieldErrors(error: unknown): Array<[field: string, message: string]> {
  const body = error instanceof ApiError ? error.json : null;
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return [];
  const codes = (body.fieldCodes ?? {}) as Record<string, { code?: unknown; params?: unknown }>;
  return Object.entries(errors as Record<string, unknown>).flatMap(([field, text]) => {
    if (typeof text !== 'string') return [];
    const said = codes[field];
    const params = said?.params as TranslateVars | undefined;
    return [[field, translateCode(said?.code, params) ?? text] as [string, string]];
  });
}

/**
 * Shows a failed call's field errors under those fields of this form, focusing the first: a
 * server's 'Team ID is already taken' belongs beside the Team ID, not only in a toast.
 */
export function useServerFieldErrors<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error: unknown,
) {
  const { setError, getValues } = form;
  useEffect(() => {
    const values = getValues();
    const known = serverFieldErrors(error).filter(([field]) => Object.hasOwn(values, field));
    known.forEach(([field, message], i) =>
      setError(field as FieldPath<TValues>, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
  }, [error, setError, getValues]);
}
