import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reload } from '@web/lib/query-keys.ts';

// Appoints a verified account, by e-mail, as a coordinator of a course (admins).
export const useAppointCoordinator = mutationHook(
  ENDPOINTS.courses.appoint,
  ({ courseId, email }: { courseId: string; email: string }) => ({
    params: { courseId },
    body: { email },
  }),
  (queryClient) => reload(queryClient, [ENDPOINTS.courses.list]),
);
