import { z } from 'zod';

export const TEAM_STATUS = { leader: 'Team Leader', member: 'Team Member' } as const;

export const DashboardStatsSchema = z.object({
  teamStatus: z.enum([TEAM_STATUS.leader, TEAM_STATUS.member]).nullable(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;
