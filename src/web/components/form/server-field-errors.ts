import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@web/lib/api.ts';
import { translateCode } from '@web/lib/i18n/i18n.ts';

/**
 * The field errors of a failed call, by field, each in the reader's language when its code is
 * known, else the server's English text.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors = (error instanceof ApiError && error.answer?.errors) || {};
  return Object.fromEntries(
    Object.entries(errors).map(([field, said]) => [
      field,
      translateCode(said.code, said.params) ?? said.message,
    ]),
  );
}

/**
 * Shows a failed call's field errors under those fields of this form, focusing the first: a
 * server's refusal of a value (a team ID already taken) belongs beside its field, not only in a
 * toast.
 */
export function useServerFieldErrors<TValues extends FieldValues, TOutput>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  error: unknown,
) {
  const { setError, getValues } = form;
  useEffect(() => {
    const values = getValues();
    const known = Object.entries(serverFieldErrors(error)).filter(([field]) =>
      Object.hasOwn(values, field),
    );
    known.forEach(([field, message], i) =>
      setError(field as FieldPath<TValues>, { type: 'server', message }, { shouldFocus: i === 0 }),
    );
  }, [error, setError, getValues]);
}
