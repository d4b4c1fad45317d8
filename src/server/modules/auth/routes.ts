import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { message } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { DAY } from '../../lib/clock.ts';
import { clientLanguage } from '../../lib/client-language.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { newBrowserToken } from './account-steps.ts';
import { login, rememberDevice } from './login.ts';
import { AUTH_MSG } from '../../domain/auth-messages.ts';
import { register, resendCode, verifyEmail } from './registration.ts';
import { logout } from './logout.ts';
import { forgotPassword, resetPassword } from './password-reset.ts';
import {
  authOnlyCookiePath,
  deviceCookieName,
  registrationCookieName,
  resetCookieName,
  sessionCookieName,
  sessionCookieOptions,
} from '../../domain/auth-cookies.ts';
import { SESSION_ABSOLUTE_MS, hashToken } from '../../domain/sessions.ts';

const { auth } = ENDPOINTS;
// The registration and device cookies go only to the auth calls.
const AUTH_COOKIE_PATH = auth.login.path.slice(0, auth.login.path.lastIndexOf('/'));

const cookieHash = (request: FastifyRequest, name: string) => {
  const value = request.cookies[name];
  return value ? hashToken(value) : undefined;
};

// /api/auth: each route validates, calls one service function, answers.
export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  // The names follow the configured origin (domain/auth-cookies.ts).
  const registrationCookie = () => registrationCookieName(ctx.config);
  const deviceCookie = () => deviceCookieName(ctx.config);
  const sessionCookie = () => sessionCookieName(ctx.config);
  const resetCookie = () => resetCookieName(ctx.config);
  // The cookie outlives the browser session; the server enforces idle and absolute expiry.
  const cookieOptions = () => ({
    ...sessionCookieOptions(ctx.config),
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
  // Only the auth calls read these two cookies.
  const authPath = () => authOnlyCookiePath(ctx.config, AUTH_COOKIE_PATH);
  const authCookie = (maxAgeMs: number) => ({
    ...sessionCookieOptions(ctx.config),
    path: authPath(),
    maxAge: maxAgeMs / 1000,
  });
  const setRegistration = (reply: FastifyReply, token: string) =>
    reply.setCookie(registrationCookie(), token, authCookie(7 * DAY));
  const setSignedIn = (reply: FastifyReply, session: string, device: string | null) => {
    reply.setCookie(sessionCookie(), session, cookieOptions());
    if (device) reply.setCookie(deviceCookie(), device, authCookie(365 * DAY));
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
      registrationTokenHash: cookieHash(request, registrationCookie()),
      previousSessionIdHash: request.auth?.sessionIdHash,
    });
    const device = await rememberDevice(ctx, userId, cookieHash(request, deviceCookie()));
    setSignedIn(reply, sessionToken, device);
    reply.clearCookie(registrationCookie(), {
      ...sessionCookieOptions(ctx.config),
      path: authPath(),
    });
    return message(AUTH_MSG.verified);
  });

  route(app, auth.resendOtp, async (request) =>
    message(
      await resendCode(ctx, {
        input: request.body,
        ip: request.ip,
        registrationTokenHash: cookieHash(request, registrationCookie()),
      }),
    ),
  );

  route(app, auth.login, async (request, reply) => {
    const result = await login(ctx, {
      input: request.body,
      ip: request.ip,
      previousSessionIdHash: request.auth?.sessionIdHash,
      deviceTokenHash: cookieHash(request, deviceCookie()),
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
    const token = request.cookies[resetCookie()] ?? newBrowserToken().token;
    const said = await forgotPassword(ctx, {
      input: request.body,
      ip: request.ip,
      browserHash: hashToken(token),
    });
    reply.setCookie(resetCookie(), token, authCookie(DAY));
    return message(said);
  });

  route(app, auth.resetPassword, async (request) =>
    message(
      await resetPassword(ctx, {
        input: request.body,
        ip: request.ip,
        browserHash: cookieHash(request, resetCookie()),
      }),
    ),
  );

  route(app, auth.logout, async (request, reply) => {
    const said = await logout(ctx, request.auth?.sessionIdHash);
    reply.clearCookie(sessionCookie(), sessionCookieOptions(ctx.config));
    return message(said);
  });
};
