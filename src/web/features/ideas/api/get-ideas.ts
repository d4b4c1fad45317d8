import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { IdeaQuery } from '@contract/ideas.ts';
import { BROWSE_PAGE_SIZE } from '@contract/limits.ts';
import { useCourseId } from '@web/lib/course.ts';
import { endpointPages, filterQuery } from '@web/lib/endpoint-queries.ts';

export type IdeaFilters = Omit<IdeaQuery, 'limit' | 'cursor'>;

export function useIdeas(filters: IdeaFilters) {
  const courseId = useCourseId();
  const query = filterQuery(filters, BROWSE_PAGE_SIZE);
  return useInfiniteQuery({
    ...(courseId
      ? endpointPages(ENDPOINTS.inCourse.ideas, { params: { courseId }, query })
      : endpointPages(ENDPOINTS.ideas.list, { query })),
    // Cards stay while new filters load, so a tap opens the card it meant, not a skeleton's.
    placeholderData: keepPreviousData,
  });
}
