import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthAnswerSchema,
  EmailOnlySchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  VerifyOtpSchema,
} from '../../../contract/auth.ts';
import { MessageSchema } from '../../../contract/fields.ts';
import type { AppContext } from '../../context.ts';
import { sessionCookieOptions } from '../../plugins/auth-guard.ts';
import { AUTH_MSG } from './messages.ts';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE } from './sessions.ts';
import {
  forgotPassword,
  login,
  logout,
  register,
  resendCode,
  resetPassword,
  verifyEmail,
} from './service.ts';

// Spec section 7, /api/auth rows: each route validates, calls one service function, answers.
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The cookie outlives the browser session; the server enforces idle and absolute expiry.
  const cookieOptions = () => ({
    ...sessionCookieOptions(ctx),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  const answer = { response: { 200: MessageSchema } };

  app.post(
    '/register',
    { schema: { body: RegisterSchema, response: { 200: AuthAnswerSchema } } },
    async (request) => register(ctx, { input: request.body, ip: request.ip }),
  );

  app.post(
    '/verify-otp',
    { schema: { body: VerifyOtpSchema, ...answer } },
    async (request, reply) => {
      const token = await verifyEmail(ctx, {
        input: request.body,
        previousSessionIdHash: request.auth?.sessionIdHash,
        ip: request.ip,
      });
      reply.setCookie(SESSION_COOKIE, token, cookieOptions());
      return { message: AUTH_MSG.verified };
    },
  );

  app.post('/resend-otp', { schema: { body: EmailOnlySchema, ...answer } }, async (request) => ({
    message: await resendCode(ctx, { input: request.body, ip: request.ip }),
  }));

  app.post(
    '/login',
    { schema: { body: LoginSchema, response: { 200: AuthAnswerSchema } } },
    async (request, reply) => {
      const token = await login(ctx, {
        input: request.body,
        previousSessionIdHash: request.auth?.sessionIdHash,
        ip: request.ip,
      });
      reply.setCookie(SESSION_COOKIE, token, cookieOptions());
      return { message: AUTH_MSG.loggedIn };
    },
  );

  app.post(
    '/forgot-password',
    { schema: { body: EmailOnlySchema, ...answer } },
    async (request) => ({
      message: await forgotPassword(ctx, { input: request.body, ip: request.ip }),
    }),
  );

  app.post(
    '/reset-password',
    { schema: { body: ResetPasswordSchema, ...answer } },
    async (request) => ({ message: await resetPassword(ctx, request.body) }),
  );

  app.post('/logout', { schema: answer }, async (request, reply) => {
    const message = await logout(ctx, request.auth?.sessionIdHash);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(ctx));
    return { message };
  });
};
