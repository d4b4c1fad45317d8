import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterApplicationChange } from './create-application.ts';

export const useRejectInvitation = mutationHook(
  ENDPOINTS.applications.reject,
  (id: string) => ({ params: { id } }),
  reloadAfterApplicationChange,
);
