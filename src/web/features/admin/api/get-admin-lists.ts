import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
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
export const useAdminUsers = (q: string) =>
  useInfiniteQuery({
    ...endpointPages(ENDPOINTS.admin.users, { query: filterQuery({ q }, PAGE_MAX) }),
    placeholderData: keepPreviousData,
  });

export const useAdminIdeas = (q: string) =>
  useInfiniteQuery({
    ...endpointPages(ENDPOINTS.admin.ideas, { query: filterQuery({ q }, PAGE_MAX) }),
    placeholderData: keepPreviousData,
  });

export const useAdminTeams = (isAdmin: boolean) =>
  useInfiniteQuery({ ...endpointPages(ENDPOINTS.admin.teams, page), enabled: isAdmin });
