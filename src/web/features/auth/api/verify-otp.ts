import type { VerifyOtpInput } from '@contract/auth.ts';
import { AUTH_ENDPOINTS } from '@contract/auth.ts';
import { mutationHook } from '@web/lib/api.ts';

export const useVerifyOtp = mutationHook(AUTH_ENDPOINTS.verifyOtp, (body: VerifyOtpInput) => ({
  body,
}));
