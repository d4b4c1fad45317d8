import type { UseMutationOptions } from '@tanstack/react-query';
import { ENDPOINTS } from '@contract/endpoints.ts';
import type { Idea, IdeaCreateInput } from '@contract/ideas.ts';
import { mutationHook } from '@web/lib/api.ts';
import { useCourseId } from '@web/lib/course.ts';
import { reloadAfterIdeaChange } from './reload.ts';

type NewIdea = IdeaCreateInput & { courseId?: string };

const useCreateInDefaultCourse = mutationHook(
  ENDPOINTS.ideas.create,
  ({ courseId: _, ...body }: NewIdea) => ({ body }),
  reloadAfterIdeaChange,
);

const useCreateInCourse = mutationHook(
  ENDPOINTS.inCourse.createIdea,
  ({ courseId = '', ...body }: NewIdea) => ({ params: { courseId }, body }),
  reloadAfterIdeaChange,
);

/** Creates the idea in the course of the page shown. */
export function useCreateIdea(options?: UseMutationOptions<Idea, Error, NewIdea>) {
  const courseId = useCourseId();
  const inDefault = useCreateInDefaultCourse(options);
  const inCourse = useCreateInCourse(options);
  const chosen = courseId ? inCourse : inDefault;
  return { ...chosen, mutate: (body: IdeaCreateInput) => chosen.mutate({ ...body, courseId }) };
}
