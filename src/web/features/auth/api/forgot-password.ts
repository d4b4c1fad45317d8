import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { EmailOnlyInput } from '@contract/auth.ts';
import type { MessageAnswer } from '@contract/fields.ts';
import { apiRequest } from '@web/lib/api.ts';

// POST /api/auth/forgot-password.
export const forgotPassword = (input: EmailOnlyInput) =>
  apiRequest<MessageAnswer>('POST', '/api/auth/forgot-password', input);

export function useForgotPassword(
  options: UseMutationOptions<MessageAnswer, Error, EmailOnlyInput> = {},
) {
  return useMutation({ mutationFn: forgotPassword, ...options });
}
