import { useEffect, useSyncExternalStore } from 'react';

// Whether a call of this tab was answered 401 while a signed-in screen was shown (the session
// expired, or the student signed out in another tab). The signed-in layout then asks for the
// password over the page instead of leaving it, so nothing typed is lost
// (docs/decisions/0081-sign-in-again-over-the-page.md).

let expired = false;
let screensShown = 0;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (expired === next) return;
  expired = next;
  listeners.forEach((l) => l());
}

export const markSessionExpired = () => set(true);
export const clearSessionExpired = () => set(false);

/** Whether a signed-in screen (its profile loaded) is on the page now. */
export const isSignedInScreenShown = () => screensShown > 0;

/**
 * Held by the signed-in layout: `shown` once its screen is drawn. Answers whether the session
 * has ended since.
 */
export function useSessionExpired(shown: boolean): boolean {
  useEffect(() => {
    if (!shown) return;
    screensShown++;
    return () => {
      screensShown--;
    };
  }, [shown]);
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => expired,
  );
}
