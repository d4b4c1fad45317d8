import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { urlOf, type Endpoint } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { LIVE_CHANGED_EVENT, LIVE_LISTS, isLiveList, type LiveList } from '@contract/live.ts';
import { ApiError, send } from './api.ts';
import { reload } from './query-keys.ts';

// Nothing is polled (docs/decisions/0075-live-updates-by-server-sent-events.md).

const CALLS_OF: Record<LiveList, readonly Endpoint[]> = {
  notifications: [ENDPOINTS.notifications.list, ENDPOINTS.notifications.unreadCount],
  applicants: [ENDPOINTS.applications.ofIdea],
  'my-applications': [ENDPOINTS.applications.my],
  'my-team': [ENDPOINTS.teams.my, ENDPOINTS.dashboard.stats, ENDPOINTS.profile.get],
  ideas: [ENDPOINTS.ideas.list, ENDPOINTS.ideas.my],
};

/** A stream the browser gave up on (refused, or no server) is opened again after this... */
const REOPEN_MS = 5_000;
/** ...doubled after each failure, up to this. */
const MAX_REOPEN_MS = 60_000;
/** Each signed-in screen mounts its own layout: the stream outlives a change of screen. */
const RELEASE_MS = 1_000;

interface Connection {
  queryClient: QueryClient;
  source?: EventSource;
  users: number;
  /** The first open follows the screen's own first loads; a later one may have missed changes. */
  opened: boolean;
  wait: number;
  release?: ReturnType<typeof setTimeout>;
  reopen?: ReturnType<typeof setTimeout>;
}

let connection: Connection | undefined;

const reloadLists = (queryClient: QueryClient, lists: readonly LiveList[]) =>
  reload(queryClient, [...new Set(lists.flatMap((list) => CALLS_OF[list]))]);

function listsIn(data: unknown): LiveList[] {
  try {
    const lists = (JSON.parse(String(data)) as { lists?: unknown }).lists;
    return Array.isArray(lists) ? lists.filter(isLiveList) : [];
  } catch {
    return [];
  }
}

function connect(c: Connection) {
  const source = new EventSource(urlOf(ENDPOINTS.events.stream));
  c.source = source;
  source.onopen = () => {
    c.wait = REOPEN_MS;
    if (c.opened) reloadLists(c.queryClient, LIVE_LISTS);
    c.opened = true;
  };
  source.addEventListener(LIVE_CHANGED_EVENT, (event) =>
    reloadLists(c.queryClient, listsIn(event.data)),
  );
  source.onerror = () => {
    // While it is CONNECTING the browser reconnects by itself, after the server's retry hint.
    if (source.readyState !== EventSource.CLOSED || connection !== c) return;
    // Refused: an ended session's profile reload answers 401 and goes to /auth; a 502 waits.
    void send(ENDPOINTS.profile.get).then(
      () => reopenLater(c),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 401) {
          reload(c.queryClient, [ENDPOINTS.profile.get]);
        } else reopenLater(c);
      },
    );
  };
}

function reopenLater(c: Connection) {
  if (connection !== c) return;
  c.reopen = setTimeout(() => connect(c), c.wait);
  c.wait = Math.min(c.wait * 2, MAX_REOPEN_MS);
}

export function reopenLiveUpdates() {
  const c = connection;
  if (!c || (c.source && c.source.readyState !== EventSource.CLOSED)) return;
  clearTimeout(c.reopen);
  connect(c);
}

export function closeLiveUpdates() {
  if (!connection) return;
  clearTimeout(connection.release);
  clearTimeout(connection.reopen);
  connection.source?.close();
  connection = undefined;
}

export function useLiveUpdates(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    if (connection?.queryClient !== queryClient) {
      closeLiveUpdates();
      connection = { queryClient, users: 0, opened: false, wait: REOPEN_MS };
      connect(connection);
    }
    const c = connection;
    clearTimeout(c.release);
    c.users++;
    return () => {
      c.users--;
      if (c.users === 0)
        c.release = setTimeout(() => connection === c && closeLiveUpdates(), RELEASE_MS);
    };
  }, [signedIn, queryClient]);
}
