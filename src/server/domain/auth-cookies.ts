import type { Config } from '../config.ts';

// docs/rules/accounts.md, "Cookies"

type Origin = Pick<Config, 'APP_ORIGIN'>;

const isHttps = (config: Origin) => config.APP_ORIGIN.startsWith('https:');

/** `__Host-` under https, so a sibling subdomain cannot plant a session beside ours. */
export const sessionCookieName = (config: Origin) =>
  isHttps(config) ? '__Host-teamup_session' : 'teamup_session';

/** `__Host-` under https too: a sibling's cookie read first would hide the student's own. */
const authOnlyName = (config: Origin, name: string) => (isHttps(config) ? `__Host-${name}` : name);

export const authOnlyCookiePath = (config: Origin, authPath: string) =>
  isHttps(config) ? '/' : authPath;

/** docs/decisions/0010-pending-registrations.md */
export const registrationCookieName = (config: Origin) =>
  authOnlyName(config, 'teamup_registration');

/** docs/decisions/0011-sign-in-throttling.md */
export const deviceCookieName = (config: Origin) => authOnlyName(config, 'teamup_device');

/** The university sign-in from its start to its callback, then its completion form. */
export const oidcCookieName = (config: Origin) => authOnlyName(config, 'teamup_oidc');
export const oidcSignupCookieName = (config: Origin) => authOnlyName(config, 'teamup_oidc_signup');

export const resetCookieName = (config: Origin) => authOnlyName(config, 'teamup_reset');

/** No Domain attribute: every account cookie stays with the host that set it. */
export const sessionCookieOptions = (config: Origin) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  path: '/',
  secure: isHttps(config),
});
