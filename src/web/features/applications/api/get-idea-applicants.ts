import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Applicant } from '@contract/applications.ts';
import { apiRequest } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/applications/idea/{ideaId} (spec section 7): pending applicants of one idea.
export const getIdeaApplicants = (ideaId: string) =>
  apiRequest<Applicant[]>('GET', [...queryKeys.ideaApplicants, ideaId].join('/'));

export const ideaApplicantsQueryOptions = (ideaId: string) =>
  queryOptions({
    queryKey: [...queryKeys.ideaApplicants, ideaId],
    queryFn: () => getIdeaApplicants(ideaId),
  });

export const useIdeaApplicants = (ideaId: string | undefined) =>
  useQuery({ ...ideaApplicantsQueryOptions(ideaId ?? ''), enabled: Boolean(ideaId) });
