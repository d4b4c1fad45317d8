import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterApplicationChange } from './create-application.ts';

// The applicant takes back a pending application or an invitation not yet confirmed.
export const useWithdrawApplication = mutationHook(
  ENDPOINTS.applications.withdraw,
  (id: string) => ({ params: { id } }),
  reloadAfterApplicationChange,
);
