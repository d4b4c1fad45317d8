import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { PAGE_MAX } from '@contract/limits.ts';
import { endpointPages, endpointQuery } from '@web/lib/endpoint-queries.ts';

// The admin screen's counts and lists (pages of PAGE_MAX rows), asked for only when the profile
// says admin.
const page = { query: { limit: PAGE_MAX } };

export const useAdminStats = (isAdmin: boolean) =>
  useQuery({ ...endpointQuery(ENDPOINTS.admin.stats), enabled: isAdmin });

export const useAdminUsers = (isAdmin: boolean) =>
  useInfiniteQuery({ ...endpointPages(ENDPOINTS.admin.users, page), enabled: isAdmin });

export const useAdminIdeas = (isAdmin: boolean) =>
  useInfiniteQuery({ ...endpointPages(ENDPOINTS.admin.ideas, page), enabled: isAdmin });

export const useAdminTeams = (isAdmin: boolean) =>
  useInfiniteQuery({ ...endpointPages(ENDPOINTS.admin.teams, page), enabled: isAdmin });
