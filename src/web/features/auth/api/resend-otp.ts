import type { EmailOnlyInput } from '@contract/auth.ts';
import { AUTH_ENDPOINTS } from '@contract/auth.ts';
import { mutationHook } from '@web/lib/api.ts';

export const useResendOtp = mutationHook(AUTH_ENDPOINTS.resendOtp, (body: EmailOnlyInput) => ({
  body,
}));
