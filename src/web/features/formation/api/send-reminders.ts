import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';

// Reminds every student without a team now; answers how many were told.
export const useSendReminders = mutationHook(ENDPOINTS.formation.remind, () => ({}));
