import type { MyCourse } from '@contract/courses.ts';
import {
  consoleCourseId,
  COURSE_PAGES,
  courseConsolePage,
  PAGES,
  pageInCourse,
  parseCoursePage,
  type CoursePage,
} from '@web/lib/pages.ts';

/** The course a path shows: its own by id, else the default one, which the server lists first. */
export function courseOfPath(courses: readonly MyCourse[], pathname: string): string | undefined {
  const id = parseCoursePage(pathname)?.courseId ?? consoleCourseId(pathname);
  return id ?? courses[0]?.id;
}

/**
 * Where choosing a course goes: a coordinator's or admin's course to its console; a student's to
 * the page shown, in that course (the specification's own path for the default course).
 */
export function pathOfCourse(courses: readonly MyCourse[], courseId: string, pathname: string) {
  const course = courses.find((c) => c.id === courseId);
  if (!course) return undefined;
  if (course.role !== 'student') return courseConsolePage(course.id);
  const shown = parseCoursePage(pathname)?.page ?? COURSE_PAGES.find((page) => page === pathname);
  const page: CoursePage = shown ?? PAGES.dashboard;
  return pageInCourse(page, course.id === courses[0]?.id ? undefined : course.id);
}
