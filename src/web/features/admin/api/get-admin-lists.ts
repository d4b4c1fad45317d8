import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminIdeaQuery, AdminUserQuery } from '@contract/admin.ts';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { PAGE_MAX } from '@contract/limits.ts';
import { endpointPages, endpointQuery, filterQuery } from '@web/lib/endpoint-queries.ts';

// The admin screen's counts and lists (pages of PAGE_MAX rows), asked for only when the profile
// says admin.
const page = { query: { limit: PAGE_MAX } };

export const useAdminStats = (isAdmin: boolean) =>
  useQuery({ ...endpointQuery(ENDPOINTS.admin.stats), enabled: isAdmin });

// The Users and Ideas tables ask for their own lists, with the search typed above them; they are
// drawn only for an admin. A new search keeps the rows shown until its answer replaces them.
// `view`: the table's order and filters as the query's text ('' for none), e.g. sort, dir, gender.
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
