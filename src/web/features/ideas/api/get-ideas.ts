import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Idea } from '@contract/ideas.ts';
import { BROWSE_PAGE_SIZE } from '@contract/limits.ts';
import { capFilterText } from '@contract/text.ts';
import { apiGetPage } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/ideas with the optional filters major, skills, tags and the keyword q; the next
// page's cursor comes in X-Next-Cursor.
export interface IdeaFilters {
  major?: string;
  skills?: string;
  tags?: string;
  q?: string;
}

export const IDEAS_PAGE_SIZE = BROWSE_PAGE_SIZE;

export function getIdeas(filters: IdeaFilters, cursor?: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    // Within the server's caps on filter terms, however much is typed or pasted.
    const text = typeof value === 'string' ? capFilterText(value, key === 'q' ? ' ' : ',') : '';
    if (text) params.set(key, text);
  }
  params.set('limit', String(IDEAS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return apiGetPage<Idea>(`${queryKeys.ideas.join('/')}?${params}`);
}

export const ideasInfiniteQueryOptions = (filters: IdeaFilters) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.ideas, filters],
    queryFn: ({ pageParam }) => getIdeas(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useIdeas = (filters: IdeaFilters) =>
  useInfiniteQuery(ideasInfiniteQueryOptions(filters));
