import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { navigate as go } from 'wouter/use-browser-location';

// A page's filters and open sheet live in its query string, so a reload, Back/Forward and a
// shared link keep them; an opened sheet is a history entry of its own, so a phone's Back closes
// it and stays on the page (docs/decisions/0080-return-to-the-page-after-sign-in.md).

/** The state of an entry this page pushed for a sheet: the query key that opened it. */
interface SheetState {
  sheet: string;
}
const sheetOf = (state: unknown): string | null =>
  state && typeof state === 'object' && typeof (state as SheetState).sheet === 'string'
    ? (state as SheetState).sheet
    : null;

/**
 * The entry to put back once a sheet's entry is left: values changed while the sheet was open
 * (the filters sheet) are written into the sheet's entry, and its leaving would drop them.
 */
let underSheet: string | null = null;

function withParams(path: string, search: string, patch: Record<string, string>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(patch)) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Leaving a sheet's entry (Back, or the sheet's close): what changed in it stays. */
function keepWhatChangedUnderSheet() {
  if (underSheet === null) return;
  const url = underSheet;
  underSheet = null;
  go(url, { replace: true });
}

export function useUrlState() {
  const [path] = useLocation();
  const search = useSearch();
  useEffect(() => {
    window.addEventListener('popstate', keepWhatChangedUnderSheet);
    return () => window.removeEventListener('popstate', keepWhatChangedUnderSheet);
  }, []);
  const params = new URLSearchParams(search);

  /** Writes these values into the current entry (typing adds no history entries). */
  const replace = (patch: Record<string, string>) => {
    const state: unknown = window.history.state;
    const sheet = sheetOf(state);
    if (sheet) underSheet = withParams(path, search, { ...patch, [sheet]: '' });
    go(withParams(path, search, patch), { replace: true, state });
  };

  return {
    get: (key: string) => params.get(key) ?? '',
    replace,
    /** Opens the sheet `key` names (with `value`) as a new history entry. */
    open: (key: string, value = '1') =>
      go(withParams(path, search, { [key]: value }), { state: { sheet: key } }),
    /** Closes it: back to the entry before it, or (opened by a link) the same entry without it. */
    close: (key: string) => {
      if (sheetOf(window.history.state) === key) window.history.back();
      else replace({ [key]: '' });
    },
  };
}
