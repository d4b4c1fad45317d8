import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

/**
 * How long something may load before the screen says it is taking longer than usual and offers
 * Retry. Nothing is retried by itself (the product's data loading never retries): the student
 * chooses (docs/decisions/0082-slow-loads-say-so.md).
 */
const SLOW_AFTER_MS = 10_000;

/** Whether SLOW_AFTER_MS have passed since the component mounted or since the last `restart`. */
export function useSlow() {
  const [round, setRound] = useState(0);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [round]);
  const restart = useCallback(() => {
    setSlow(false);
    setRound((n) => n + 1);
  }, []);
  return { slow, restart };
}

const firstLoad = (query: Query) => query.state.data === undefined;

/**
 * Asks again for every first load still waiting. A query without data joins its call in flight
 * when refetched, so that call is dropped first; what the screen waits on is then asked anew.
 * Resolves to whether there was any such load (none: the screen waits on its code instead).
 */
export function useRetryFirstLoads() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const waiting = queryClient
      .getQueryCache()
      .findAll({ predicate: firstLoad, fetchStatus: 'fetching' });
    if (waiting.length === 0) return false;
    await queryClient.cancelQueries({ predicate: firstLoad, fetchStatus: 'fetching' });
    // Not awaited: a server that is still frozen would hold this until it answers.
    void queryClient.refetchQueries({ predicate: firstLoad, type: 'active' });
    return true;
  }, [queryClient]);
}
