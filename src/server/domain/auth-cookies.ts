import type { Config } from '../config.ts';

// The names and attributes of the account cookies, one function of the configured origin
// (docs/rules/accounts.md, "Cookies").

type Origin = Pick<Config, 'APP_ORIGIN'>;

const isHttps = (config: Origin) => config.APP_ORIGIN.startsWith('https:');

/**
 * Under https the session cookie carries `__Host-`: browsers take such a cookie only from this
 * very host, Secure, with Path=/ and no Domain, so a sibling subdomain cannot plant a session
 * beside ours (with two cookies of one name the first is read). A plain-http development origin
 * cannot carry the prefix and keeps the plain name.
 */
export const sessionCookieName = (config: Origin) =>
  isHttps(config) ? '__Host-teamup_session' : 'teamup_session';

/**
 * The registration, device and reset cookies carry `__Host-` too under https, and so Path=/ (the
 * prefix demands it): a sibling on https planting one beside ours would otherwise be read first
 * and hide the student's own registration or reset. On plain http they go only to /api/auth.
 */
const authOnlyName = (config: Origin, name: string) => (isHttps(config) ? `__Host-${name}` : name);

/** Where the registration, device and reset cookies are sent. */
export const authOnlyCookiePath = (config: Origin, authPath: string) =>
  isHttps(config) ? '/' : authPath;

/** Binds a browser to the pending registration it made (docs/decisions/0010). */
export const registrationCookieName = (config: Origin) =>
  authOnlyName(config, 'teamup_registration');

/** Marks a browser that signed in to an account before (docs/decisions/0011). */
export const deviceCookieName = (config: Origin) => authOnlyName(config, 'teamup_device');

/** Binds the reset codes a browser asked for to it (docs/rules/accounts.md). */
export const resetCookieName = (config: Origin) => authOnlyName(config, 'teamup_reset');

/** No Domain attribute: every account cookie stays with the host that set it. */
export const sessionCookieOptions = (config: Origin) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: isHttps(config),
});
