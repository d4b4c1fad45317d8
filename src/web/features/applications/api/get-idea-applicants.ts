import { useInfiniteQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointPages } from '@web/lib/endpoint-queries.ts';

export const ideaApplicantsPages = (ideaId: string) =>
  endpointPages(ENDPOINTS.applications.ofIdea, { params: { ideaId } });

export const useIdeaApplicants = (ideaId: string | undefined) =>
  useInfiniteQuery({
    ...ideaApplicantsPages(ideaId ?? ''),
    enabled: Boolean(ideaId),
  });
