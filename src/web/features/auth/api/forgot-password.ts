import type { EmailOnlyInput } from '@contract/auth.ts';
import { AUTH_ENDPOINTS } from '@contract/auth.ts';
import { mutationHook } from '@web/lib/api.ts';

export const useForgotPassword = mutationHook(
  AUTH_ENDPOINTS.forgotPassword,
  (body: EmailOnlyInput) => ({ body }),
);
