import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminIdeaQuery, AdminUserQuery } from '@contract/admin.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { PAGE_MAX } from '@contract/limits.ts';
import { endpointPages, endpointQuery, filterQuery } from '@web/lib/endpoint-queries.ts';

// Asked for only when the profile says admin.
const page = { query: { limit: PAGE_MAX } };

export const useAdminStats = (isAdmin: boolean) =>
  useQuery({ ...endpointQuery(ENDPOINTS.admin.stats), enabled: isAdmin });

// A new search keeps the rows shown until its answer replaces them.
export const useAdminUsers = (q: string, view: Record<string, string> = {}) =>
  useInfiniteQuery({
    ...endpointPages(ENDPOINTS.admin.users, {
      query: filterQuery({ ...view, q }, PAGE_MAX) as Omit<AdminUserQuery, 'limit'> & {
        limit: number;
      },
    }),
    placeholderData: keepPreviousData,
  });

export const useAdminIdeas = (q: string, view: Record<string, string> = {}) =>
  useInfiniteQuery({
    ...endpointPages(ENDPOINTS.admin.ideas, {
      query: filterQuery({ ...view, q }, PAGE_MAX) as Omit<AdminIdeaQuery, 'limit'> & {
        limit: number;
      },
    }),
    placeholderData: keepPreviousData,
  });

export const useAdminTeams = (isAdmin: boolean) =>
  useInfiniteQuery({ ...endpointPages(ENDPOINTS.admin.teams, page), enabled: isAdmin });

export const useAdminAudit = (isAdmin: boolean) =>
  useInfiniteQuery({ ...endpointPages(ENDPOINTS.admin.audit, page), enabled: isAdmin });

export const useStudentsWithoutTeam = (gender: 'male' | 'female', enabled: boolean) =>
  useInfiniteQuery({
    ...endpointPages(ENDPOINTS.admin.users, {
      query: { limit: PAGE_MAX, gender, inTeam: 'false', admin: 'false', verified: 'true' },
    }),
    enabled,
  });
