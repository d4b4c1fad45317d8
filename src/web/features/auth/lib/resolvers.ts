import type {
  EmailOnlyInput,
  LoginInput,
  RegisterData,
  RegisterInput,
  ResetPasswordInput,
  VerifyOtpInput,
} from '@contract/auth.ts';
import { lazyZodResolver } from '@web/lib/lazy-resolver.ts';

// The contract's auth schemas, loaded after /auth first paints.
const contract = () => import('@contract/auth.ts');

export const loginResolver = lazyZodResolver<LoginInput>(() =>
  contract().then((m) => m.LoginSchema),
);
export const registerResolver = lazyZodResolver<RegisterInput, RegisterData>(() =>
  contract().then((m) => m.RegisterSchema),
);
export const verifyOtpResolver = lazyZodResolver<VerifyOtpInput>(() =>
  contract().then((m) => m.VerifyOtpSchema),
);
export const emailOnlyResolver = lazyZodResolver<EmailOnlyInput>(() =>
  contract().then((m) => m.EmailOnlySchema),
);
export const resetPasswordResolver = lazyZodResolver<ResetPasswordInput>(() =>
  contract().then((m) => m.ResetPasswordSchema),
);

/** Starts loading every auth schema (called when /auth mounts). */
export function preloadAuthSchemas() {
  for (const r of [
    loginResolver,
    registerResolver,
    verifyOtpResolver,
    emailOnlyResolver,
    resetPasswordResolver,
  ]) {
    r.preload();
  }
}
