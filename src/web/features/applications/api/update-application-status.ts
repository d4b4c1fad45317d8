import type { ApplicationDecision } from '@contract/applications.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterApplicationChange } from './create-application.ts';

export const useUpdateApplicationStatus = mutationHook(
  ENDPOINTS.applications.decide,
  ({ id, status }: { id: string } & ApplicationDecision) => ({ params: { id }, body: { status } }),
  reloadAfterApplicationChange,
);
