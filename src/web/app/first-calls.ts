import { startTransition, useEffect, useState } from 'react';

// Drawn sooner, the dashboard moves as lists arrive (docs/decisions/0072-first-screen-chunks.md).

const HOLD_MS = 1000;
let holding = false;
const listeners = new Set<() => void>();

function release() {
  if (!holding) return;
  holding = false;
  listeners.forEach((l) => l());
}

export function holdFirstRender(calls: Promise<unknown>) {
  holding = true;
  void calls.then(release, release);
}

export const withinHold = (calls: Promise<unknown>) =>
  Promise.race([calls, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);

/** The release is a transition: React draws the screen in slices, not one long task on a phone. */
export function useFirstCallsHeld() {
  const [held, setHeld] = useState(holding);
  useEffect(() => {
    const show = () => startTransition(() => setHeld(false));
    if (!holding) return show();
    listeners.add(show);
    const timer = setTimeout(release, HOLD_MS);
    return () => {
      listeners.delete(show);
      clearTimeout(timer);
    };
  }, []);
  return held;
}
