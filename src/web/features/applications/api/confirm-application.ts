import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterApplicationChange } from './create-application.ts';

export const useConfirmApplication = mutationHook(
  ENDPOINTS.applications.confirm,
  (id: string) => ({ params: { id } }),
  reloadAfterApplicationChange,
);
