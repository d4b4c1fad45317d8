import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { useCourseId } from '@web/lib/course.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

export const formationWindowQuery = (courseId?: string) =>
  courseId
    ? endpointQuery(ENDPOINTS.inCourse.window, { params: { courseId } })
    : endpointQuery(ENDPOINTS.formation.window);

export const useFormationWindow = (enabled: boolean) =>
  useQuery({ ...formationWindowQuery(useCourseId()), enabled });
