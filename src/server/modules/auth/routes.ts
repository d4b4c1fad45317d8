import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { message } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { DAY } from '../../lib/clock.ts';
import { clientLanguage } from '../../lib/client-language.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { sessionCookieOptions } from '../../plugins/auth-guard.ts';
import { newBrowserToken } from './account-steps.ts';
import { login, rememberDevice } from './login.ts';
import { AUTH_MSG } from '../../domain/auth-messages.ts';
import { register, resendCode, verifyEmail } from './registration.ts';
import { forgotPassword, logout, resetPassword } from './service.ts';
import { SESSION_ABSOLUTE_MS, SESSION_COOKIE, hashToken } from '../../domain/sessions.ts';

// Binds a browser to the pending registration it made (docs/decisions/0010).
const REGISTRATION_COOKIE = 'teamup_registration';
// Marks a browser that signed in to an account before (docs/decisions/0011).
const DEVICE_COOKIE = 'teamup_device';
// Binds the reset codes a browser asked for to it (docs/rules/accounts.md).
const RESET_COOKIE = 'teamup_reset';

const { auth } = ENDPOINTS;
// The registration and device cookies go only to the auth calls.
const AUTH_COOKIE_PATH = auth.login.path.slice(0, auth.login.path.lastIndexOf('/'));

const cookieHash = (request: FastifyRequest, name: string) => {
  const value = request.cookies[name];
  return value ? hashToken(value) : undefined;
};

// /api/auth: each route validates, calls one service function, answers.
export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The cookie outlives the browser session; the server enforces idle and absolute expiry.
  const cookieOptions = () => ({
    ...sessionCookieOptions(ctx),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  // Only the auth calls read these two cookies.
  const authCookie = (maxAgeMs: number) => ({
    ...sessionCookieOptions(ctx),
    path: AUTH_COOKIE_PATH,
    maxAge: maxAgeMs / 1000,
  });
  const setRegistration = (reply: FastifyReply, token: string) =>
    reply.setCookie(REGISTRATION_COOKIE, token, authCookie(7 * DAY));
  const setSignedIn = (reply: FastifyReply, session: string, device: string | null) => {
    reply.setCookie(SESSION_COOKIE, session, cookieOptions());
    if (device) reply.setCookie(DEVICE_COOKIE, device, authCookie(365 * DAY));
  };
  route(app, auth.register, async (request, reply) => {
    const result = await register(ctx, {
      input: request.body,
      ip: request.ip,
      language: clientLanguage(request),
    });
    setRegistration(reply, result.registrationToken);
    return result.answer;
  });

  route(app, auth.verifyOtp, async (request, reply) => {
    const { userId, sessionToken } = await verifyEmail(ctx, {
      input: request.body,
      registrationTokenHash: cookieHash(request, REGISTRATION_COOKIE),
      previousSessionIdHash: request.auth?.sessionIdHash,
    });
    const device = await rememberDevice(ctx, userId, cookieHash(request, DEVICE_COOKIE));
    setSignedIn(reply, sessionToken, device);
    reply.clearCookie(REGISTRATION_COOKIE, {
      ...sessionCookieOptions(ctx),
      path: AUTH_COOKIE_PATH,
    });
    return message(AUTH_MSG.verified);
  });

  route(app, auth.resendOtp, async (request) =>
    message(
      await resendCode(ctx, {
        input: request.body,
        ip: request.ip,
        registrationTokenHash: cookieHash(request, REGISTRATION_COOKIE),
      }),
    ),
  );

  route(app, auth.login, async (request, reply) => {
    const result = await login(ctx, {
      input: request.body,
      ip: request.ip,
      previousSessionIdHash: request.auth?.sessionIdHash,
      deviceTokenHash: cookieHash(request, DEVICE_COOKIE),
      language: clientLanguage(request),
    });
    if (result.kind === 'unverified') {
      // This browser may now verify the registration whose password it knew.
      setRegistration(reply, result.registrationToken);
      throw new AppError('FORBIDDEN', AUTH_MSG.unverified, { requiresVerification: true });
    }
    setSignedIn(reply, result.sessionToken, result.deviceToken);
    return message(AUTH_MSG.loggedIn);
  });

  route(app, auth.forgotPassword, async (request, reply) => {
    // The browser keeps its token across requests: a new code voids only its own older one.
    const token = request.cookies[RESET_COOKIE] ?? newBrowserToken().token;
    const said = await forgotPassword(ctx, {
      input: request.body,
      ip: request.ip,
      browserHash: hashToken(token),
    });
    reply.setCookie(RESET_COOKIE, token, authCookie(DAY));
    return message(said);
  });

  route(app, auth.resetPassword, async (request) =>
    message(
      await resetPassword(ctx, {
        input: request.body,
        ip: request.ip,
        browserHash: cookieHash(request, RESET_COOKIE),
      }),
    ),
  );

  route(app, auth.logout, async (request, reply) => {
    const said = await logout(ctx, request.auth?.sessionIdHash);
    reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(ctx));
    return message(said);
  });
};
