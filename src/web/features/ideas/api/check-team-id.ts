import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { useCourseId } from '@web/lib/course.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

export function useTeamIdCheck(value: string, enabled: boolean) {
  const courseId = useCourseId();
  const query = value ? { value } : {};
  return useQuery({
    ...(courseId
      ? endpointQuery(ENDPOINTS.inCourse.teamId, { params: { courseId }, query })
      : endpointQuery(ENDPOINTS.ideas.teamId, { query })),
    enabled,
    placeholderData: keepPreviousData,
  });
}
