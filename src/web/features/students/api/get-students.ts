import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { Student } from '@contract/students.ts';
import { BROWSE_PAGE_SIZE } from '@contract/limits.ts';
import { capFilterText } from '@contract/text.ts';
import { apiGetPage } from '@web/lib/api.ts';
import { queryKeys } from '@web/lib/query-keys.ts';

// GET /api/students with the optional filters major and skills; the next
// page's cursor comes in X-Next-Cursor.
export interface StudentFilters {
  major?: string;
  skills?: string;
}

export const STUDENTS_PAGE_SIZE = BROWSE_PAGE_SIZE;

export function getStudents(filters: StudentFilters, cursor?: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    // Within the server's caps on filter terms, however much is typed or pasted.
    const text = typeof value === 'string' ? capFilterText(value, key === 'q' ? ' ' : ',') : '';
    if (text) params.set(key, text);
  }
  params.set('limit', String(STUDENTS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  return apiGetPage<Student>(`${queryKeys.students.join('/')}?${params}`);
}

export const studentsInfiniteQueryOptions = (filters: StudentFilters) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.students, filters],
    queryFn: ({ pageParam }) => getStudents(filters, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useStudents = (filters: StudentFilters) =>
  useInfiniteQuery(studentsInfiniteQueryOptions(filters));
