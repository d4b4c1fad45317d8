// Where /auth sends a student after signing in: `/auth?next=<path>`. Only a page of this app is
// accepted; anything else (another site, a script URL, /auth itself) falls back to the default
// (docs/decisions/0080-return-to-the-page-after-sign-in.md).

import { PAGES, SIGNED_IN_PAGES } from './pages.ts';

export const DEFAULT_AFTER_SIGN_IN = PAGES.dashboard;

const APP_ORIGIN = 'https://teamup.invalid';

/**
 * The page `next` names (path and query, no fragment), or null when it is not one of this app's
 * signed-in pages. The raw text must itself start with one '/', so that neither the browser's
 * nor our reading of a `//host` or `/\host` can leave the site.
 */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Backslashes and control characters are read as '/' or dropped by URL parsers.
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, APP_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== APP_ORIGIN) return null;
  if (!(SIGNED_IN_PAGES as readonly string[]).includes(url.pathname)) return null;
  return url.pathname + url.search;
}

/**
 * `/auth`, with `next` naming the page to come back to when that page is one of ours (and not
 * the dashboard, where a sign-in goes anyway).
 */
export function authPathFor(path: string): string {
  const next = safeNextPath(path);
  return next && next !== DEFAULT_AFTER_SIGN_IN
    ? `${PAGES.auth}?next=${encodeURIComponent(next)}`
    : PAGES.auth;
}

/** The page to open after a sign-in on /auth, from /auth's own query string. */
export function afterSignInPath(search: string): string {
  return safeNextPath(new URLSearchParams(search).get('next')) ?? DEFAULT_AFTER_SIGN_IN;
}
