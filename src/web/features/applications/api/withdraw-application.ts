import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterApplicationChange } from './create-application.ts';

export const useWithdrawApplication = mutationHook(
  ENDPOINTS.applications.withdraw,
  (id: string) => ({ params: { id } }),
  reloadAfterApplicationChange,
);
