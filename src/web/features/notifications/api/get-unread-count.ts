import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

export const unreadCountQuery = endpointQuery(ENDPOINTS.notifications.unreadCount);

export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQuery, enabled });
