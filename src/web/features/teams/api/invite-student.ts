import { ENDPOINTS } from '@contract/endpoints.ts';
import type { InviteStudentInput } from '@contract/teams.ts';
import { mutationHook } from '@web/lib/api.ts';

// A leader invites a student from the directory; what the student sees is their notification.
export const useInviteStudent = mutationHook(
  ENDPOINTS.teams.invite,
  (body: InviteStudentInput) => ({ body }),
);
