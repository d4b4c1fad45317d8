import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { VerifyOtpInput } from '@contract/auth.ts';
import type { MessageAnswer } from '@contract/fields.ts';
import { apiRequest } from '@web/lib/api.ts';

// POST /api/auth/verify-otp.
export const verifyOtp = (input: VerifyOtpInput) =>
  apiRequest<MessageAnswer>('POST', '/api/auth/verify-otp', input);

export function useVerifyOtp(
  options: UseMutationOptions<MessageAnswer, Error, VerifyOtpInput> = {},
) {
  return useMutation({ mutationFn: verifyOtp, ...options });
}
