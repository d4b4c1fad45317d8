import type { CourseCreateData } from '@contract/courses.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reload } from '@web/lib/query-keys.ts';

// Creates a course (admins); it shows at once in the admin's list and course switcher.
export const useCreateCourse = mutationHook(
  ENDPOINTS.courses.create,
  (body: CourseCreateData) => ({ body }),
  (queryClient) => reload(queryClient, [ENDPOINTS.courses.list, ENDPOINTS.courses.mine]),
);
