import type { LoginInput } from '@contract/auth.ts';
import { AUTH_ENDPOINTS } from '@contract/auth.ts';
import { mutationHook } from '@web/lib/api.ts';

// Signs in with e-mail and password.
export const useLogin = mutationHook(AUTH_ENDPOINTS.login, (body: LoginInput) => ({ body }));
