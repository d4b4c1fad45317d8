import { useInfiniteQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { BROWSE_PAGE_SIZE } from '@contract/limits.ts';
import { endpointPages, filterQuery } from '@web/lib/endpoint-queries.ts';

// The ideas to browse, with the optional filters major, skills, tags and the keyword q.
export interface IdeaFilters {
  major?: string;
  skills?: string;
  tags?: string;
  q?: string;
}

export const useIdeas = (filters: IdeaFilters) =>
  useInfiniteQuery(
    endpointPages(ENDPOINTS.ideas.list, { query: filterQuery(filters, BROWSE_PAGE_SIZE) }),
  );
