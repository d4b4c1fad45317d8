import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ResetPasswordInput } from '@contract/auth.ts';
import type { MessageAnswer } from '@contract/fields.ts';
import { apiRequest } from '@web/lib/api.ts';

// POST /api/auth/reset-password.
export const resetPassword = (input: ResetPasswordInput) =>
  apiRequest<MessageAnswer>('POST', '/api/auth/reset-password', input);

export function useResetPassword(
  options: UseMutationOptions<MessageAnswer, Error, ResetPasswordInput> = {},
) {
  return useMutation({ mutationFn: resetPassword, ...options });
}
