import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

/** The student chooses; nothing retries by itself (docs/decisions/0024). */
const SLOW_AFTER_MS = 10_000;

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

/** A query without data joins its call in flight when refetched, so that call is dropped first. */
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
