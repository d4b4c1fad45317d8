import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Applicant } from '@contract/applications.ts';
import { apiGetPage } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/applications/idea/{ideaId}: pending applicants of one idea, a page
// at a time; the next page's cursor comes in X-Next-Cursor.
export const getIdeaApplicants = (ideaId: string, cursor?: string) => {
  const url = [...queryKeys.ideaApplicants, ideaId].join('/');
  return apiGetPage<Applicant>(cursor ? `${url}?${new URLSearchParams({ cursor })}` : url);
};

export const ideaApplicantsQueryOptions = (ideaId: string) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.ideaApplicants, ideaId],
    queryFn: ({ pageParam }) => getIdeaApplicants(ideaId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useIdeaApplicants = (ideaId: string | undefined) =>
  useInfiniteQuery({ ...ideaApplicantsQueryOptions(ideaId ?? ''), enabled: Boolean(ideaId) });
