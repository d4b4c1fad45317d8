import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { EmailOnlyInput } from '@contract/auth.ts';
import type { MessageAnswer } from '@contract/fields.ts';
import { apiRequest } from '@web/lib/api.ts';

// POST /api/auth/resend-otp.
export const resendOtp = (input: EmailOnlyInput) =>
  apiRequest<MessageAnswer>('POST', '/api/auth/resend-otp', input);

export function useResendOtp(
  options: UseMutationOptions<MessageAnswer, Error, EmailOnlyInput> = {},
) {
  return useMutation({ mutationFn: resendOtp, ...options });
}
