import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthAnswer, LoginInput } from '@contract/auth.ts';
import { apiRequest } from '@web/lib/api.ts';

// POST /api/auth/login.
export const login = (input: LoginInput) =>
  apiRequest<AuthAnswer>('POST', '/api/auth/login', input);

export function useLogin(options: UseMutationOptions<AuthAnswer, Error, LoginInput> = {}) {
  return useMutation({ mutationFn: login, ...options });
}
