import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { urlOf } from '@contract/endpoint.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { RosterImport } from '@contract/courses.ts';
import { ApiError, endpointSource, readJson } from '@web/lib/api.ts';
import { getLanguage } from '@web/lib/i18n/i18n.ts';
import { reload } from '@web/lib/query-keys.ts';

const endpoint = ENDPOINTS.courses.importRoster;

export interface RosterUpload {
  courseId: string;
  csv: string;
  /** Check and count only: nothing is saved (the preview before Import). */
  dryRun: boolean;
}

/**
 * Sends a roster as the CSV file it is (text/csv), which lib/api.ts's JSON calls do not: kept
 * here so that /auth's first chunk does not carry it.
 */
async function uploadRoster({ courseId, csv, dryRun }: RosterUpload): Promise<RosterImport> {
  const query = dryRun ? { dryRun: 'true' as const } : {};
  const url = urlOf(endpoint, { params: { courseId }, query, body: csv });
  const res = await fetch(url, {
    method: endpoint.method,
    credentials: 'include',
    headers: { 'Accept-Language': getLanguage(), 'Content-Type': 'text/csv' },
    body: csv,
  });
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  return (await readJson(res)) as RosterImport;
}

/**
 * Checks (dry run) or saves a roster. One tap, one upload: a call while one is on its way is
 * ignored, as lib/api.ts's mutationHook does for JSON calls.
 */
export function useImportRoster(options: UseMutationOptions<RosterImport, Error, RosterUpload>) {
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  // Pending from the tap itself, before the mutation's own state says so.
  const [started, setStarted] = useState(false);
  const mutation = useMutation({
    mutationKey: [endpointSource(endpoint)],
    mutationFn: uploadRoster,
    ...options,
    onSuccess: async (answer, upload, ...rest) => {
      if (!upload.dryRun) await reload(queryClient, [ENDPOINTS.courses.roster]);
      return options.onSuccess?.(answer, upload, ...rest);
    },
    onSettled: (...args) => {
      inFlight.current = false;
      setStarted(false);
      return options.onSettled?.(...args);
    },
  });
  const mutate: typeof mutation.mutate = (upload, callOptions) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setStarted(true);
    mutation.mutate(upload, callOptions);
  };
  return { ...mutation, mutate, isPending: mutation.isPending || started };
}
