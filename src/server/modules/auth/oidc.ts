import { randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import * as client from 'openid-client';
import { AUTH_ENDPOINTS } from '@contract/auth.ts';
import { EmailSchema, NameSchema } from '@contract/fields.ts';
import type { MessageCode } from '@contract/messages.ts';
import type { AppContext } from '../../context.ts';
import type { Config } from '../../config.ts';
import { oidcLogins, oidcSignups, users } from '../../db/schema.ts';
import { MINUTE } from '../../lib/clock.ts';
import { inTransaction } from '../../lib/transaction.ts';
import { hashToken } from '../../domain/sessions.ts';
import { findVerifiedUser, startSession } from './account-steps.ts';
import { takeIpHit } from './ip-limits.ts';

// docs/rules/accounts.md, "University sign-in"; docs/decisions/0117-university-sign-in.md

export const OIDC_FLOW_MS = 10 * MINUTE;
export const OIDC_SIGNUP_MS = 30 * MINUTE;
const SCOPE = 'openid email profile';

export type OidcConfig = Config & {
  OIDC_ISSUER: string;
  OIDC_CLIENT_ID: string;
  OIDC_CLIENT_SECRET: string;
};

export const oidcConfigured = (config: Config): config is OidcConfig =>
  Boolean(config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET);

export const redirectUri = (config: Config) =>
  `${config.APP_ORIGIN}${AUTH_ENDPOINTS.oidcCallback.path}`;

/** A refusal the sign-in page explains by its code. */
export class OidcRefused extends Error {
  constructor(readonly code: MessageCode) {
    super(code);
  }
}

// Discovered at the first sign-in, not at start: a provider that is down keeps nobody from the
// password forms, and a failed discovery is tried again at the next sign-in.
const discovered = new WeakMap<Config, Promise<client.Configuration>>();

function providerOf(config: OidcConfig): Promise<client.Configuration> {
  let found = discovered.get(config);
  if (!found) {
    const issuer = new URL(config.OIDC_ISSUER);
    found = client.discovery(
      issuer,
      config.OIDC_CLIENT_ID,
      config.OIDC_CLIENT_SECRET,
      undefined,
      // The config allows plain http only for a provider on this machine (development, tests).
      issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : undefined,
    );
    discovered.set(config, found);
    found.catch(() => discovered.delete(config));
  }
  return found;
}

// Only a path of this site (`//host`, `/\host` leave it), in the printable ASCII a Location allows.
function sameSitePath(next: string | undefined): string | null {
  if (!next || !/^\/(?![/\\])[\x21-\x5b\x5d-\x7e]*$/.test(next)) return null;
  return next;
}

const newToken = () => randomBytes(32).toString('base64url');

export async function startOidc(
  ctx: AppContext,
  options: { config: OidcConfig; next: string | undefined; ip: string },
) {
  await takeIpHit(ctx, 'oidc-start', options.ip).catch(() => {
    throw new OidcRefused('auth.oidcTooMany');
  });
  const provider = await providerOf(options.config);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const browserToken = newToken();
  const now = ctx.clock.now();
  await ctx.db.delete(oidcLogins).where(lt(oidcLogins.expiresAt, now));
  await ctx.db.insert(oidcLogins).values({
    stateHash: hashToken(state),
    browserHash: hashToken(browserToken),
    codeVerifier,
    nonce,
    nextPath: sameSitePath(options.next),
    expiresAt: new Date(now.getTime() + OIDC_FLOW_MS),
  });
  const url = client.buildAuthorizationUrl(provider, {
    redirect_uri: redirectUri(options.config),
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { url: url.href, browserToken };
}

export type CallbackResult =
  | { kind: 'signed-in'; userId: string; sessionToken: string; next: string | null }
  | { kind: 'signup'; signupToken: string };

export async function finishOidc(
  ctx: AppContext,
  options: {
    config: OidcConfig;
    callbackUrl: URL;
    browserToken: string | undefined;
    previousSessionIdHash: string | undefined;
  },
): Promise<CallbackResult> {
  const state = options.callbackUrl.searchParams.get('state');
  if (!state || !options.browserToken) throw new OidcRefused('auth.oidcFailed');
  // Deleted as it is read: a callback URL works once, and only in the browser that started it.
  const [flow] = await ctx.db
    .delete(oidcLogins)
    .where(
      and(
        eq(oidcLogins.stateHash, hashToken(state)),
        eq(oidcLogins.browserHash, hashToken(options.browserToken)),
      ),
    )
    .returning();
  if (!flow || flow.expiresAt <= ctx.clock.now()) throw new OidcRefused('auth.oidcFailed');

  let claims: client.IDToken;
  try {
    const provider = await providerOf(options.config);
    // Checks the state, the code's PKCE, and the ID token's signature, issuer, audience,
    // expiry and nonce.
    const tokens = await client.authorizationCodeGrant(provider, options.callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
  } catch (error) {
    ctx.log.warn({ err: error }, 'university sign-in refused');
    throw new OidcRefused('auth.oidcFailed');
  }

  const issuer = claims.iss;
  const subject = claims.sub;
  // The provider's words pass the same rules as a student's own (control characters, lengths).
  const parsedEmail = EmailSchema.safeParse(claims.email);
  const email = parsedEmail.success ? parsedEmail.data : '';
  const emailVerified = claims.email_verified === true;
  const fullName = [claims.given_name, claims.family_name].filter((p) => typeof p === 'string');
  const name =
    [claims.name, fullName.join(' '), email.slice(0, email.indexOf('@'))]
      .map((candidate) => NameSchema.safeParse(candidate))
      .find((parsed) => parsed.success)?.data ?? email;

  const signIn = async (userId: string) => ({
    kind: 'signed-in' as const,
    userId,
    sessionToken: await startSession(ctx, userId, options.previousSessionIdHash),
    next: flow.nextPath,
  });

  const [linked] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)))
    .limit(1);
  if (linked) return signIn(linked.id);

  if (!email) throw new OidcRefused('auth.oidcFailed');
  const allowed = ctx.config.ALLOWED_EMAIL_DOMAINS;
  if (allowed.length > 0 && !allowed.includes(email.slice(email.lastIndexOf('@') + 1))) {
    throw new OidcRefused('auth.oidcDomainNotAllowed');
  }

  const account = await findVerifiedUser(ctx, email);
  if (account) {
    // Only a provider that vouches for the mailbox may open the account that proved it.
    if (!emailVerified) throw new OidcRefused('auth.oidcUnverified');
    // An account already linked to another identity of the provider stays with that one.
    const [row] = await ctx.db
      .update(users)
      .set({ oidcIssuer: issuer, oidcSubject: subject })
      .where(and(eq(users.id, account.id), isNull(users.oidcSubject)))
      .returning({ id: users.id });
    if (!row) throw new OidcRefused('auth.oidcFailed');
    return signIn(row.id);
  }
  // A new account's e-mail becomes a verified one: the provider must vouch for it.
  if (!emailVerified) throw new OidcRefused('auth.oidcUnverified');

  const signupToken = newToken();
  const now = ctx.clock.now();
  await inTransaction(ctx, async (tx) => {
    await tx.delete(oidcSignups).where(lt(oidcSignups.expiresAt, now));
    await tx.insert(oidcSignups).values({
      tokenHash: hashToken(signupToken),
      issuer,
      subject,
      email,
      name,
      nextPath: flow.nextPath,
      expiresAt: new Date(now.getTime() + OIDC_SIGNUP_MS),
    });
  });
  return { kind: 'signup', signupToken };
}

/** The provider's own sign-out page, for an account that signs in through it. */
export async function endSessionUrl(config: Config, issuer: string | null | undefined) {
  if (!issuer || !oidcConfigured(config) || issuer !== config.OIDC_ISSUER) return undefined;
  try {
    const provider = await providerOf(config);
    if (!provider.serverMetadata().end_session_endpoint) return undefined;
    return client.buildEndSessionUrl(provider, {
      client_id: config.OIDC_CLIENT_ID,
      post_logout_redirect_uri: `${config.APP_ORIGIN}/auth`,
    }).href;
  } catch {
    // The app's own session has ended; the provider's is the student's to end.
    return undefined;
  }
}
