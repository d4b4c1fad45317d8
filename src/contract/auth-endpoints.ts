import type * as Auth from './auth.ts';
import { endpoint } from './endpoint.ts';
import type * as Fields from './fields.ts';

// The sign-in calls, the group of the endpoint table (./endpoints.ts) that /auth's first screen
// uses. A module of their own because a bundler keeps or drops a whole object, not its unused
// properties: /auth imports these rows without the rest of the table
// (docs/decisions/0022-one-endpoint-table.md).

type Message = typeof Fields.MessageSchema;

export const AUTH_ENDPOINTS = {
  register: endpoint<{ body: typeof Auth.RegisterSchema; answer: typeof Auth.AuthAnswerSchema }>(
    'POST',
    '/api/auth/register',
    'public',
  ),
  verifyOtp: endpoint<{ body: typeof Auth.VerifyOtpSchema; answer: Message }>(
    'POST',
    '/api/auth/verify-otp',
    'public',
  ),
  resendOtp: endpoint<{ body: typeof Auth.EmailOnlySchema; answer: Message }>(
    'POST',
    '/api/auth/resend-otp',
    'public',
  ),
  login: endpoint<{ body: typeof Auth.LoginSchema; answer: typeof Auth.AuthAnswerSchema }>(
    'POST',
    '/api/auth/login',
    'public',
  ),
  forgotPassword: endpoint<{ body: typeof Auth.EmailOnlySchema; answer: Message }>(
    'POST',
    '/api/auth/forgot-password',
    'public',
  ),
  resetPassword: endpoint<{ body: typeof Auth.ResetPasswordSchema; answer: Message }>(
    'POST',
    '/api/auth/reset-password',
    'public',
  ),
  logout: endpoint<{ answer: Message }>('POST', '/api/auth/logout', 'public'),
} as const;
