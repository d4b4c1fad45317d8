import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import {
  BioSchema,
  CodeSchema,
  EmailSchema,
  GenderSchema,
  LoginPasswordSchema,
  MajorSchema,
  MessageSchema,
  NameSchema,
  NewPasswordSchema,
  PhoneSchema,
  SkillsSchema,
} from './fields.ts';
import { TextSchema } from './text-field.ts';
import { code } from './validation.ts';

export const LoginSchema = z.strictObject({ email: EmailSchema, password: LoginPasswordSchema });
export type LoginInput = z.infer<typeof LoginSchema>;

export const RegisterSchema = z.strictObject({
  email: EmailSchema,
  password: NewPasswordSchema,
  name: NameSchema,
  gender: GenderSchema,
  phone: PhoneSchema,
  major: MajorSchema,
  bio: BioSchema.optional().default(''),
  skills: SkillsSchema.optional().default(''),
});
export type RegisterInput = z.input<typeof RegisterSchema>;
export type RegisterData = z.output<typeof RegisterSchema>;

export const VerifyOtpSchema = z.strictObject({
  email: EmailSchema,
  code: CodeSchema('validation.otpCode'),
});
export type VerifyOtpInput = z.infer<typeof VerifyOtpSchema>;

export const EmailOnlySchema = z.strictObject({ email: EmailSchema });
export type EmailOnlyInput = z.infer<typeof EmailOnlySchema>;

export const ResetPasswordSchema = z.strictObject({
  email: EmailSchema,
  code: CodeSchema('validation.resetCode'),
  newPassword: NewPasswordSchema,
});
export type ResetPasswordInput = z.infer<typeof ResetPasswordSchema>;

export const AuthAnswerSchema = MessageSchema.extend({
  requiresVerification: z.boolean().optional(),
});
export type AuthAnswer = z.infer<typeof AuthAnswerSchema>;

// docs/rules/accounts.md, "University sign-in"
export const OidcCompleteSchema = z.strictObject({
  gender: GenderSchema,
  phone: PhoneSchema,
  major: MajorSchema,
});
export type OidcCompleteInput = z.infer<typeof OidcCompleteSchema>;

const nextRefused = code('validation.badCharacters', { field: 'next' });
// A page to come back to; what a query parameter cannot carry is refused as everywhere.
export const OidcStartQuerySchema = z.object({
  next: TextSchema({ required: nextRefused, badCharacters: nextRefused, kind: 'search' })
    .max(2000)
    .optional(),
});

/** What the provider gave, shown on the completion form. */
export const OidcSignupSchema = z.object({ email: z.string(), name: z.string() });

export const SignedInAnswerSchema = MessageSchema.extend({ next: z.string() });

/** What the sign-in page offers: the university's button, the password forms. */
export const AuthOptionsSchema = z.object({
  oidc: z.object({ name: z.string() }).nullable(),
  passwordSignIn: z.boolean(),
});
export type AuthOptions = z.infer<typeof AuthOptionsSchema>;

/** With the provider's own sign-out page when the account signs in through it. */
export const LogoutAnswerSchema = MessageSchema.extend({ endSessionUrl: z.string().optional() });

// /auth's first screen imports these rows alone.
export const AUTH_ENDPOINTS = {
  register: endpoint('POST', '/api/auth/register', 'public', {
    body: RegisterSchema,
    answer: AuthAnswerSchema,
  }),
  verifyOtp: endpoint('POST', '/api/auth/verify-otp', 'public', {
    body: VerifyOtpSchema,
    answer: MessageSchema,
  }),
  resendOtp: endpoint('POST', '/api/auth/resend-otp', 'public', {
    body: EmailOnlySchema,
    answer: MessageSchema,
  }),
  login: endpoint('POST', '/api/auth/login', 'public', {
    body: LoginSchema,
    answer: AuthAnswerSchema,
  }),
  forgotPassword: endpoint('POST', '/api/auth/forgot-password', 'public', {
    body: EmailOnlySchema,
    answer: MessageSchema,
  }),
  resetPassword: endpoint('POST', '/api/auth/reset-password', 'public', {
    body: ResetPasswordSchema,
    answer: MessageSchema,
  }),
  logout: endpoint('POST', '/api/auth/logout', 'public', { answer: LogoutAnswerSchema }),
  options: endpoint('GET', '/api/auth/options', 'public', { answer: AuthOptionsSchema }),
  // Browser navigations answered with redirects, never called by fetch.
  oidcStart: endpoint('GET', '/api/auth/oidc/start', 'public', {
    query: OidcStartQuerySchema,
    answer: MessageSchema,
  }),
  oidcCallback: endpoint('GET', '/api/auth/oidc/callback', 'public', { answer: MessageSchema }),
  oidcSignup: endpoint('GET', '/api/auth/oidc/signup', 'public', { answer: OidcSignupSchema }),
  oidcAbandon: endpoint('DELETE', '/api/auth/oidc/signup', 'public', { answer: MessageSchema }),
  oidcComplete: endpoint('POST', '/api/auth/oidc/complete', 'public', {
    body: OidcCompleteSchema,
    answer: SignedInAnswerSchema,
  }),
} as const;
