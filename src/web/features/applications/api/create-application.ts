import type { ApplicationCreateInput } from '@contract/applications.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterApplicationChange } from './reload.ts';

// Applies to an idea with a motivation.
export const useCreateApplication = mutationHook(
  ENDPOINTS.applications.create,
  (body: ApplicationCreateInput) => ({ body }),
  reloadAfterApplicationChange,
);
