import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

const reminderPreviewQuery = endpointQuery(ENDPOINTS.formation.reminderPreview);

// Read afresh each time the confirmation opens: it names who the send tells now.
export const useReminderPreview = (enabled: boolean) =>
  useQuery({ ...reminderPreviewQuery, enabled, staleTime: 0 });
