import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

// The Dashboard tab's badge on every signed-in screen: one small call, reloaded with the
// notifications (and by the event stream when they change).
export const unreadCountQuery = endpointQuery(ENDPOINTS.notifications.unreadCount);

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQuery, enabled });
