import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterReading } from './reload.ts';

// Marks every one of the user's notifications read.
export const useMarkAllRead = mutationHook(
  ENDPOINTS.notifications.readAll,
  () => ({}),
  reloadAfterReading,
);
