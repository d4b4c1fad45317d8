import type { FormationSettingsInput } from '@contract/formation.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { keyOf, reload } from '@web/lib/query-keys.ts';

export const useUpdateFormation = mutationHook(
  ENDPOINTS.formation.update,
  (body: FormationSettingsInput) => ({ body }),
  (queryClient, answer) => {
    queryClient.setQueryData(keyOf(ENDPOINTS.formation.get), answer);
    void reload(queryClient, [ENDPOINTS.formation.window]);
  },
);
