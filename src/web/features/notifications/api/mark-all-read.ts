import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterReading } from './reload.ts';

export const useMarkAllRead = mutationHook(
  ENDPOINTS.notifications.readAll,
  () => ({}),
  reloadAfterReading,
);
