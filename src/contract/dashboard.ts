import { z } from 'zod';
import { endpoint } from './endpoint.ts';

export const TEAM_STATUS = { leader: 'Team Leader', member: 'Team Member' } as const;

export const DashboardStatsSchema = z.object({
  teamStatus: z.enum([TEAM_STATUS.leader, TEAM_STATUS.member]).nullable(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

export const DASHBOARD_ENDPOINTS = {
  stats: endpoint('GET', '/api/dashboard/stats', 'student', { answer: DashboardStatsSchema }),
} as const;
