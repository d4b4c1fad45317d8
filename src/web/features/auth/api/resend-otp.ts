import type { EmailOnlyInput } from '@contract/auth.ts';
import { AUTH_ENDPOINTS } from '@contract/auth.ts';
import { mutationHook } from '@web/lib/api.ts';

// Sends a new verification code.
export const useResendOtp = mutationHook(AUTH_ENDPOINTS.resendOtp, (body: EmailOnlyInput) => ({
  body,
}));
