import type { FormationSettingsInput } from '@contract/formation.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { keyOf } from '@web/lib/query-keys.ts';

// Saves the deadline and target size; the answer is the new settings and progress.
export const useUpdateFormation = mutationHook(
  ENDPOINTS.formation.update,
  (body: FormationSettingsInput) => ({ body }),
  (queryClient, answer) => {
    queryClient.setQueryData(keyOf(ENDPOINTS.formation.get), answer);
    void queryClient.invalidateQueries({ queryKey: keyOf(ENDPOINTS.formation.window) });
  },
);
