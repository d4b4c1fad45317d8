import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { AuthAnswer, RegisterInput } from '@contract/auth.ts';
import { apiRequest } from '@web/lib/api.ts';

// POST /api/auth/register.
export const register = (input: RegisterInput) =>
  apiRequest<AuthAnswer>('POST', '/api/auth/register', input);

export function useRegister(options: UseMutationOptions<AuthAnswer, Error, RegisterInput> = {}) {
  return useMutation({ mutationFn: register, ...options });
}
