import { useEffect, useSyncExternalStore } from 'react';

// A 401 keeps the page and asks for the password (docs/decisions/0080).

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

export const isSignedInScreenShown = () => screensShown > 0;

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
