import type { RegisterInput } from '@contract/auth.ts';
import { AUTH_ENDPOINTS } from '@contract/auth.ts';
import { mutationHook } from '@web/lib/api.ts';

export const useRegister = mutationHook(AUTH_ENDPOINTS.register, (body: RegisterInput) => ({
  body,
}));
