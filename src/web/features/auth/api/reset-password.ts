import type { ResetPasswordInput } from '@contract/auth.ts';
import { AUTH_ENDPOINTS } from '@contract/auth.ts';
import { mutationHook } from '@web/lib/api.ts';

export const useResetPassword = mutationHook(
  AUTH_ENDPOINTS.resetPassword,
  (body: ResetPasswordInput) => ({ body }),
);
