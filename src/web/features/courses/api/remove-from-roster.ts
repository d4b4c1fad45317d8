import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reload } from '@web/lib/query-keys.ts';

// Takes a member or a pending invitation off a course's roster.
export const useRemoveFromRoster = mutationHook(
  ENDPOINTS.courses.removeFromRoster,
  ({ courseId, id }: { courseId: string; id: string }) => ({ params: { courseId, id } }),
  (queryClient) => reload(queryClient, [ENDPOINTS.courses.roster]),
);
