// What the event stream (GET /api/events) tells a signed-in user: which of their lists changed,
// so the client reloads exactly those
// (docs/decisions/0075-live-updates-by-server-sent-events.md).

import { eventStream } from './endpoint.ts';

/** The lists an event can name; the web client maps each to the calls that show it. */
export const LIVE_LISTS = [
  'notifications',
  'applicants',
  'my-applications',
  'my-team',
  'ideas',
] as const;
export type LiveList = (typeof LIVE_LISTS)[number];

/** The event's name; its data is a LiveChange as JSON. */
export const LIVE_CHANGED_EVENT = 'changed';

export interface LiveChange {
  lists: LiveList[];
}

export const isLiveList = (name: unknown): name is LiveList =>
  typeof name === 'string' && (LIVE_LISTS as readonly string[]).includes(name);

export const EVENT_ENDPOINTS = {
  /** What changed for the signed-in user, as it happens. */
  stream: eventStream('/api/events', 'student'),
} as const;
