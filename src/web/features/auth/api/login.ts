import type { LoginInput } from '@contract/auth.ts';
import { AUTH_ENDPOINTS } from '@contract/auth.ts';
import { mutationHook } from '@web/lib/api.ts';

export const useLogin = mutationHook(AUTH_ENDPOINTS.login, (body: LoginInput) => ({ body }));
