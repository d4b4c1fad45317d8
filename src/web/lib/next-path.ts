// Only this app's pages are accepted (docs/decisions/0080-return-to-the-page-after-sign-in.md).

import { isCourseConsolePage, PAGES, parseCoursePage, SIGNED_IN_PAGES } from './pages.ts';

export const DEFAULT_AFTER_SIGN_IN = PAGES.dashboard;

const APP_ORIGIN = 'https://teamup.invalid';

/** The raw text must start with one '/', so no reading of `//host` or `/\host` leaves the site. */
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
  const ours =
    (SIGNED_IN_PAGES as readonly string[]).includes(url.pathname) ||
    isCourseConsolePage(url.pathname) ||
    Boolean(parseCoursePage(url.pathname));
  if (!ours) return null;
  return url.pathname + url.search;
}

/** `next` is left out for the dashboard, where a sign-in goes anyway. */
export function authPathFor(path: string): string {
  const next = safeNextPath(path);
  return next && next !== DEFAULT_AFTER_SIGN_IN
    ? `${PAGES.auth}?next=${encodeURIComponent(next)}`
    : PAGES.auth;
}

export function afterSignInPath(search: string): string {
  return safeNextPath(new URLSearchParams(search).get('next')) ?? DEFAULT_AFTER_SIGN_IN;
}
