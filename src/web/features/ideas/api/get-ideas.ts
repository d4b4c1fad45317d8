import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { IdeaQuery } from '@contract/ideas.ts';
import { BROWSE_PAGE_SIZE } from '@contract/limits.ts';
import { endpointPages, filterQuery } from '@web/lib/endpoint-queries.ts';

// The ideas to browse, with the optional filters of the contract's query: major, skills, tags
// and the keyword q (paging is the list's own).
export type IdeaFilters = Omit<IdeaQuery, 'limit' | 'cursor'>;

export const useIdeas = (filters: IdeaFilters) =>
  useInfiniteQuery({
    ...endpointPages(ENDPOINTS.ideas.list, { query: filterQuery(filters, BROWSE_PAGE_SIZE) }),
    // New filters keep the cards on screen until their results arrive: a tap on a card while
    // they load opens it, instead of hitting a card the loading skeleton then replaces.
    placeholderData: keepPreviousData,
  });
