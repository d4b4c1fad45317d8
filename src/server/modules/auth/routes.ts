import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { message } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import { DAY } from '../../lib/clock.ts';
import { clientLanguage } from '../../lib/client-language.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { logSecurityEvent } from '../../plugins/security-log.ts';
import { route } from '../../lib/route.ts';
import { newBrowserToken } from './account-steps.ts';
import { login, rememberDevice } from './login.ts';
import { AUTH_MSG } from '../../domain/auth-messages.ts';
import { register, resendCode, verifyEmail } from './registration.ts';
import { logout } from './logout.ts';
import { message as said } from '@contract/messages.ts';
import { abandonSignup, completeSignup, readSignup } from './oidc-signup.ts';
import {
  OIDC_FLOW_MS,
  OIDC_SIGNUP_MS,
  OidcRefused,
  endSessionUrl,
  finishOidc,
  oidcConfigured,
  redirectUri,
  startOidc,
} from './oidc.ts';
import { forgotPassword, resetPassword } from './password-reset.ts';
import {
  authOnlyCookiePath,
  deviceCookieName,
  registrationCookieName,
  oidcCookieName,
  oidcSignupCookieName,
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
  // docs/rules/accounts.md, "University sign-in"
  const passwordsRefused = () =>
    ctx.config.OIDC_ONLY
      ? new AppError('FORBIDDEN', AUTH_MSG.oidcOnly(ctx.config.OIDC_NAME))
      : null;
  const passwords = ['register', 'verifyOtp', 'resendOtp', 'login', 'forgotPassword'] as const;
  const passwordRoutes = new Set([...passwords, 'resetPassword' as const].map((n) => auth[n].path));
  // Before the body is read, so every password call gets the same answer.
  app.addHook('onRequest', async (request) => {
    const refused = passwordsRefused();
    if (refused && passwordRoutes.has(request.routeOptions.url ?? '')) throw refused;
  });

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
    const endSession = await endSessionUrl(ctx.config, request.auth?.user.oidcIssuer);
    const answer = message(await logout(ctx, request.auth?.sessionIdHash));
    reply.clearCookie(sessionCookie(), sessionCookieOptions(ctx.config));
    return endSession ? { ...answer, endSessionUrl: endSession } : answer;
  });

  route(app, auth.options, async () => ({
    oidc: oidcConfigured(ctx.config) ? { name: ctx.config.OIDC_NAME } : null,
    passwordSignIn: !ctx.config.OIDC_ONLY,
  }));

  const oidcCookie = (maxAgeMs: number) => authCookie(maxAgeMs);
  const clearOidcCookie = (reply: FastifyReply, name: string) =>
    reply.clearCookie(name, { ...sessionCookieOptions(ctx.config), path: authPath() });
  // Where a refused sign-in lands: the sign-in page explains the code.
  const refusedAt = (code: string) => `/auth?oidcError=${encodeURIComponent(code)}`;

  route(app, auth.oidcStart, async (request, reply) => {
    const config = ctx.config;
    // Without a provider there is no such page.
    if (!oidcConfigured(config)) throw notFound();
    try {
      const started = await startOidc(ctx, { config, next: request.query.next, ip: request.ip });
      reply.setCookie(oidcCookieName(config), started.browserToken, oidcCookie(OIDC_FLOW_MS));
      return reply.redirect(started.url, 303);
    } catch (error) {
      if (error instanceof OidcRefused) return reply.redirect(refusedAt(error.code), 303);
      request.log.error({ err: error }, 'university sign-in could not start');
      return reply.redirect(refusedAt('auth.oidcFailed'), 303);
    }
  });

  route(app, auth.oidcCallback, async (request, reply) => {
    const config = ctx.config;
    if (!oidcConfigured(config)) throw notFound();
    const query = request.url.slice(request.url.indexOf('?'));
    const callbackUrl = new URL(redirectUri(config) + (request.url.includes('?') ? query : ''));
    clearOidcCookie(reply, oidcCookieName(config));
    try {
      const result = await finishOidc(ctx, {
        config,
        callbackUrl,
        browserToken: request.cookies[oidcCookieName(config)],
        previousSessionIdHash: request.auth?.sessionIdHash,
      });
      if (result.kind === 'signup') {
        reply.setCookie(
          oidcSignupCookieName(config),
          result.signupToken,
          oidcCookie(OIDC_SIGNUP_MS),
        );
        return reply.redirect('/auth?oidc=complete', 303);
      }
      const device = await rememberDevice(ctx, result.userId, cookieHash(request, deviceCookie()));
      setSignedIn(reply, result.sessionToken, device);
      logSecurityEvent(request, ctx, 'login_success', { actorId: result.userId, via: 'oidc' });
      return reply.redirect(result.next ?? '/dashboard', 303);
    } catch (error) {
      if (!(error instanceof OidcRefused)) throw error;
      logSecurityEvent(request, ctx, 'login_failure', { via: 'oidc', reason: error.code });
      return reply.redirect(refusedAt(error.code), 303);
    }
  });

  route(app, auth.oidcSignup, async (request) =>
    readSignup(ctx, request.cookies[oidcSignupCookieName(ctx.config)]),
  );

  route(app, auth.oidcAbandon, async (request, reply) => {
    clearOidcCookie(reply, oidcSignupCookieName(ctx.config));
    return abandonSignup(ctx, request.cookies[oidcSignupCookieName(ctx.config)]);
  });

  route(app, auth.oidcComplete, async (request, reply) => {
    const result = await completeSignup(ctx, {
      input: request.body,
      token: request.cookies[oidcSignupCookieName(ctx.config)],
      previousSessionIdHash: request.auth?.sessionIdHash,
      language: clientLanguage(request),
    });
    const device = await rememberDevice(ctx, result.userId, cookieHash(request, deviceCookie()));
    setSignedIn(reply, result.sessionToken, device);
    clearOidcCookie(reply, oidcSignupCookieName(ctx.config));
    logSecurityEvent(request, ctx, 'login_success', { actorId: result.userId, via: 'oidc' });
    return { ...said(AUTH_MSG.oidcWelcome), next: result.next ?? '/dashboard' };
  });
};
