import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { BROWSE_PAGE_SIZE } from '@contract/limits.ts';
import type { StudentQuery } from '@contract/students.ts';
import { useCourseId } from '@web/lib/course.ts';
import { endpointPages, filterQuery } from '@web/lib/endpoint-queries.ts';

// '' leaves the team filter off.
export type StudentFilters = Omit<StudentQuery, 'limit' | 'cursor' | 'withoutTeam'> & {
  withoutTeam?: '' | 'true';
};

export function useStudents(filters: StudentFilters) {
  const courseId = useCourseId();
  const query = filterQuery(filters, BROWSE_PAGE_SIZE);
  return useInfiniteQuery({
    ...(courseId
      ? endpointPages(ENDPOINTS.inCourse.students, { params: { courseId }, query })
      : endpointPages(ENDPOINTS.students.list, { query })),
    // Cards stay while new filters load, so a tap opens the card it meant, not a skeleton's.
    placeholderData: keepPreviousData,
  });
}
