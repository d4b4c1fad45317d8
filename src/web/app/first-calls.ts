import { startTransition, useEffect, useState } from 'react';

// A dashboard page load holds the dashboard's first render until its first calls are in, at
// most HOLD_MS: the layout and the page spinner show meanwhile, as while the screen's chunk
// loaded. Drawn earlier, the dashboard would move when its lists arrive (the notifications panel
// goes first when it holds applicants) (docs/decisions/0072-first-screen-chunks.md).

const HOLD_MS = 1000;
let holding = false;
const listeners = new Set<() => void>();

function release() {
  if (!holding) return;
  holding = false;
  listeners.forEach((l) => l());
}

/** Holds until `calls` settle, or HOLD_MS at most once the screen waits for them. */
export function holdFirstRender(calls: Promise<unknown>) {
  holding = true;
  void calls.then(release, release);
}

/** `calls`, or HOLD_MS at most: what the first render of the whole app waits for. */
export const withinHold = (calls: Promise<unknown>) =>
  Promise.race([calls, new Promise((resolve) => setTimeout(resolve, HOLD_MS))]);

/**
 * Whether the screen still waits for its first calls. The release is a transition, so React
 * draws the whole screen in slices rather than in one long task on a phone's main thread.
 */
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
