import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { useCourseId } from '@web/lib/course.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

export const myTeamQuery = (courseId?: string) =>
  courseId
    ? endpointQuery(ENDPOINTS.inCourse.myTeam, { params: { courseId } })
    : endpointQuery(ENDPOINTS.teams.my);

export const useMyTeam = () => useQuery(myTeamQuery(useCourseId()));
