import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { useCourseId } from '@web/lib/course.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

export const dashboardStatsQuery = (courseId?: string) =>
  courseId
    ? endpointQuery(ENDPOINTS.inCourse.dashboardStats, { params: { courseId } })
    : endpointQuery(ENDPOINTS.dashboard.stats);

export const useDashboardStats = () => useQuery(dashboardStatsQuery(useCourseId()));
