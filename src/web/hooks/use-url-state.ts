import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { navigate as go } from 'wouter/use-browser-location';

// Filters and sheets live in the URL (docs/decisions/0080-return-to-the-page-after-sign-in.md).

interface SheetState {
  sheet: string;
}
const sheetOf = (state: unknown): string | null =>
  state && typeof state === 'object' && typeof (state as SheetState).sheet === 'string'
    ? (state as SheetState).sheet
    : null;

/** Values changed while a sheet was open are written into its entry, which leaving would drop. */
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
    open: (key: string, value = '1') =>
      go(withParams(path, search, { [key]: value }), { state: { sheet: key } }),
    /** Closes it: back to the entry before it, or (opened by a link) the same entry without it. */
    close: (key: string) => {
      if (sheetOf(window.history.state) === key) window.history.back();
      else replace({ [key]: '' });
    },
  };
}
