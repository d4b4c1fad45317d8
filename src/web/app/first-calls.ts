import { useSyncExternalStore } from 'react';

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

/** Holds until `calls` settle, or HOLD_MS at most. */
export function holdFirstRender(calls: Promise<unknown>) {
  holding = true;
  void calls.then(release, release);
  setTimeout(release, HOLD_MS);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the screen still waits for its first calls. */
export const useFirstCallsHeld = () => useSyncExternalStore(subscribe, () => holding);
