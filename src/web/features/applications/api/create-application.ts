import type { QueryClient } from '@tanstack/react-query';
import type { ApplicationCreateInput } from '@contract/applications.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reload } from '@web/lib/query-keys.ts';

/** Every change of an application reloads these same lists. */
export const reloadAfterApplicationChange = (queryClient: QueryClient) =>
  reload(queryClient, [
    ENDPOINTS.applications.ofIdea,
    ENDPOINTS.applications.my,
    ENDPOINTS.notifications.list,
    ENDPOINTS.notifications.unreadCount,
    ENDPOINTS.teams.my,
    ENDPOINTS.dashboard.stats,
    ENDPOINTS.profile.get,
    ENDPOINTS.ideas.list,
    ENDPOINTS.ideas.my,
  ]);

export const useCreateApplication = mutationHook(
  ENDPOINTS.applications.create,
  (body: ApplicationCreateInput) => ({ body }),
  reloadAfterApplicationChange,
);
