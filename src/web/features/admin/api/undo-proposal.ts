import { ENDPOINTS } from '@contract/endpoints.ts';
import { mutationHook } from '@web/lib/api.ts';
import { reloadAfterAdminChange } from './reload.ts';

// An applied proposal taken back: its students to no team, its untouched new teams removed.
export const useUndoProposal = mutationHook(
  ENDPOINTS.placement.undo,
  ({ id }: { id: string }) => ({ params: { id } }),
  reloadAfterAdminChange,
);
