// docs/decisions/0075-live-updates-by-server-sent-events.md

import { eventStream } from './endpoint.ts';

export const LIVE_LISTS = [
  'notifications',
  'applicants',
  'my-applications',
  'my-team',
  'ideas',
] as const;
export type LiveList = (typeof LIVE_LISTS)[number];

// Its data is a LiveChange as JSON.
export const LIVE_CHANGED_EVENT = 'changed';

export interface LiveChange {
  lists: LiveList[];
}

export const isLiveList = (name: unknown): name is LiveList =>
  typeof name === 'string' && (LIVE_LISTS as readonly string[]).includes(name);

export const EVENT_ENDPOINTS = {
  stream: eventStream('/api/events', 'student'),
} as const;
