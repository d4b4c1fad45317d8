import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { AdminIdea, AdminStats, AdminTeam } from '@contract/admin.ts';
import type { User } from '@contract/users.ts';
import { apiRequest } from '@web/lib/api.ts';
import { adminKeys } from './keys.ts';
import { adminListOptions } from './list.ts';

// GET /api/admin/stats, /users, /ideas, /teams, only for admins.

export const useAdminStats = (isAdmin: boolean) =>
  useQuery({
    queryKey: adminKeys.stats,
    queryFn: () => apiRequest<AdminStats>('GET', adminKeys.stats.join('/')),
    enabled: isAdmin,
  });

export const useAdminUsers = (isAdmin: boolean) =>
  useInfiniteQuery(adminListOptions<User>(adminKeys.users, isAdmin));

export const useAdminIdeas = (isAdmin: boolean) =>
  useInfiniteQuery(adminListOptions<AdminIdea>(adminKeys.ideas, isAdmin));

export const useAdminTeams = (isAdmin: boolean) =>
  useInfiniteQuery(adminListOptions<AdminTeam>(adminKeys.teams, isAdmin));
