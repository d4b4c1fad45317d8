import type { MutateOptions, QueryClient, UseMutationOptions } from '@tanstack/react-query';
import type { CallInput, Endpoint, Shapes } from '@contract/endpoint.ts';
import { mutationHook, type Answer } from './api.ts';
import { useCourseId } from './course.ts';

/**
 * A write with an unscoped call (the default course) and its twin under /api/courses/{courseId}:
 * the hook sends the one of the page's course. The twin takes the same body and answers the same
 * shape, so it is typed as the unscoped call plus the course.
 */
export function courseMutationHook<S extends Shapes, V = void>(
  unscoped: Endpoint<S>,
  scoped: Endpoint,
  input: (variables: V) => { body?: unknown },
  after?: (queryClient: QueryClient, answer: Answer<S>) => unknown,
) {
  interface Sent {
    value: V;
    courseId: string | undefined;
  }
  const useInDefault = mutationHook(unscoped, (s: Sent) => input(s.value) as CallInput<S>, after);
  const useInCourse = mutationHook(
    scoped as Endpoint<S>,
    (s: Sent) => ({ params: { courseId: s.courseId ?? '' }, ...input(s.value) }) as CallInput<S>,
    after,
  );
  return function useCourseMutation(options?: UseMutationOptions<Answer<S>, Error, Sent>) {
    const courseId = useCourseId();
    const inDefault = useInDefault(options);
    const inCourse = useInCourse(options);
    const chosen = courseId ? inCourse : inDefault;
    return {
      ...chosen,
      mutate: (value: V, then?: MutateOptions<Answer<S>, Error, Sent>) =>
        chosen.mutate({ value, courseId }, then),
    };
  };
}
