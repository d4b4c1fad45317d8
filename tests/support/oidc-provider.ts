import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, decodeJwt, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import Provider from 'oidc-provider';

// A real OpenID provider (oidc-provider) on loopback, with its development login and consent
// pages: any login name is an account, whose claims the test sets beforehand.

export const OIDC_CLIENT = { id: 'teamup-test', secret: 'a-test-client-secret-of-some-length' };

export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export type IdTokenTamper = (claims: JWTPayload) => JWTPayload;

/** Its issuer is known at once; the client (the app's redirect URI) is registered by `serve`. */
export async function startOidcProvider() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const accounts = new Map<string, ProviderAccount>();
  let tamper: IdTokenTamper | null = null;

  const reSign = (claims: JWTPayload) =>
    new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: 'test-key' }).sign(privateKey);

  return {
    issuer,
    accounts,
    /** The next token answers carry an ID token with these claims changed, signed by this provider. */
    tamperIdTokens(next: IdTokenTamper | null) {
      tamper = next;
    },
    serve(appOrigin: string) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: OIDC_CLIENT.id,
            client_secret: OIDC_CLIENT.secret,
            redirect_uris: [`${appOrigin}/api/auth/oidc/callback`],
            post_logout_redirect_uris: [`${appOrigin}/auth`],
          },
        ],
        jwks: { keys: [jwk] },
        // The e-mail comes in the ID token, as Entra ID, Google and Keycloak send it.
        conformIdTokenClaims: false,
        claims: {
          openid: ['sub'],
          email: ['email', 'email_verified'],
          profile: ['name'],
        },
        cookies: { keys: ['a-test-cookie-key'] },
        // Set, so that the provider does not print a notice for each default it falls back to.
        ttl: {
          AccessToken: 600,
          AuthorizationCode: 60,
          Grant: 3600,
          IdToken: 600,
          Interaction: 600,
          Session: 3600,
        },
        findAccount: (_ctx, id) => ({
          accountId: id,
          claims: () => ({ sub: id, ...accounts.get(id) }),
        }),
      });
      provider.use(async (ctx, next) => {
        await next();
        const body = ctx.body as { id_token?: string } | undefined;
        if (tamper && ctx.path === '/token' && body?.id_token) {
          ctx.body = { ...body, id_token: await reSign(tamper(decodeJwt(body.id_token))) };
        }
      });
      server.on('request', provider.callback());
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OidcProvider = Awaited<ReturnType<typeof startOidcProvider>>;

/**
 * A browser at the provider: follows its redirects, signs in as `login` and consents, and
 * returns the URL it was sent back to (the app's callback with the code).
 */
export async function signInAtProvider(authorizeUrl: string, login: string, appOrigin: string) {
  const cookies = new Map<string, string>();
  const go = async (url: URL, form?: Record<string, string>) => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const value = pair.slice(eq + 1);
      if (value && !/expires=Thu, 01 Jan 1970/i.test(line)) cookies.set(pair.slice(0, eq), value);
      else cookies.delete(pair.slice(0, eq));
    }
    return res;
  };
  let url = new URL(authorizeUrl);
  let res = await go(url);
  for (let step = 0; step < 12; step++) {
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin === appOrigin) return url;
      res = await go(url);
      continue;
    }
    const page = await res.text();
    if (page.includes('name="prompt" value="login"')) {
      res = await go(url, { prompt: 'login', login, password: 'any' });
    } else if (page.includes('name="prompt" value="consent"')) {
      res = await go(url, { prompt: 'consent' });
    } else {
      throw new Error(`the provider answered ${res.status}: ${page.slice(0, 300)}`);
    }
  }
  throw new Error('the provider never sent the browser back');
}
