import { ENDPOINTS } from '@contract/endpoints.ts';
import type { InviteStudentInput } from '@contract/teams.ts';
import { courseMutationHook } from '@web/lib/course-mutation.ts';

export const useInviteStudent = courseMutationHook(
  ENDPOINTS.teams.invite,
  ENDPOINTS.inCourse.invite,
  (body: InviteStudentInput) => ({ body }),
);
