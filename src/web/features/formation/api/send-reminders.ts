import type { ReminderRequest } from '@contract/formation.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';

export const useSendReminders = mutationHook(
  ENDPOINTS.formation.remind,
  (body: ReminderRequest) => ({ body }),
);
