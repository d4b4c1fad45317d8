import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { BROWSE_PAGE_SIZE } from '@contract/limits.ts';
import type { StudentQuery } from '@contract/students.ts';
import { endpointPages, filterQuery } from '@web/lib/endpoint-queries.ts';

// The student directory, with the optional filters of the contract's query: major, skills and
// only those in no team ('' leaves that filter off; paging is the list's own).
export type StudentFilters = Omit<StudentQuery, 'limit' | 'cursor' | 'withoutTeam'> & {
  withoutTeam?: '' | 'true';
};

export const useStudents = (filters: StudentFilters) =>
  useInfiniteQuery({
    ...endpointPages(ENDPOINTS.students.list, { query: filterQuery(filters, BROWSE_PAGE_SIZE) }),
    // New filters keep the cards on screen until their results arrive: a tap on a card while
    // they load opens it, instead of hitting a card the loading skeleton then replaces.
    placeholderData: keepPreviousData,
  });
