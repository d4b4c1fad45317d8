import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterReading } from './reload.ts';

export const useMarkNotificationRead = mutationHook(
  ENDPOINTS.notifications.markRead,
  (id: string) => ({ params: { id } }),
  reloadAfterReading,
);
