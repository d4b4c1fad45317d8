import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import { useCourseId } from '@web/lib/course.ts';
import { endpointQuery } from '@web/lib/endpoint-queries.ts';

export const myIdeasQuery = (courseId?: string) =>
  courseId
    ? endpointQuery(ENDPOINTS.inCourse.myIdeas, { params: { courseId } })
    : endpointQuery(ENDPOINTS.ideas.my);

export const useMyIdeas = () => useQuery(myIdeasQuery(useCourseId()));
