import { useInfiniteQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { BROWSE_PAGE_SIZE } from '@contract/limits.ts';
import { endpointPages, filterQuery } from '@web/lib/endpoint-queries.ts';

// The student directory, with the optional filters major and skills.
export interface StudentFilters {
  major?: string;
  skills?: string;
}

export const useStudents = (filters: StudentFilters) =>
  useInfiniteQuery(
    endpointPages(ENDPOINTS.students.list, { query: filterQuery(filters, BROWSE_PAGE_SIZE) }),
  );
