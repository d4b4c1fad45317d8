// Page paths are spelled only here; ESLint refuses them elsewhere in src/web and bench/.

export const PAGES = {
  auth: '/auth',
  dashboard: '/dashboard',
  browseIdeas: '/browse-ideas',
  browseStudents: '/browse-students',
  myTeam: '/my-team',
  profile: '/profile',
  admin: '/admin',
} as const;

/** The pages inside the signed-in layout, in the order of the navigation tabs. */
export const SIGNED_IN_PAGES = [
  PAGES.dashboard,
  PAGES.browseIdeas,
  PAGES.browseStudents,
  PAGES.myTeam,
  PAGES.profile,
  PAGES.admin,
] as const;

export type SignedInPage = (typeof SIGNED_IN_PAGES)[number];

/**
 * A course's console, by the course's id in the path, so Back and a shared link keep the course.
 * The pattern is the router's; `courseConsolePage` makes one course's path.
 */
export const COURSE_CONSOLE = '/courses/:courseId/console';

export const courseConsolePage = (courseId: string) =>
  COURSE_CONSOLE.replace(':courseId', encodeURIComponent(courseId));

/** The course of a console's path, or nothing for any other path. */
export const consoleCourseId = (pathname: string) =>
  /^\/courses\/([0-9a-f-]{36})\/console$/i.exec(pathname)?.[1];

/** Is this path a course's console (a page one may come back to after signing in)? */
export const isCourseConsolePage = (pathname: string) => Boolean(consoleCourseId(pathname));

/** A student's pages of one course; the default course's are the plain ones above. */
export const COURSE_PAGES = [
  PAGES.dashboard,
  PAGES.browseIdeas,
  PAGES.browseStudents,
  PAGES.myTeam,
  PAGES.profile,
] as const;

export type CoursePage = (typeof COURSE_PAGES)[number];

/** The router's pattern of a course page, as `/courses/:courseId/my-team`. */
export const coursePagePattern = (page: CoursePage) => `/courses/:courseId${page}`;

/** `page` in a course other than the default; without a course, the page itself. */
export const pageInCourse = (page: CoursePage, courseId?: string) =>
  courseId ? `/courses/${encodeURIComponent(courseId)}${page}` : page;

/** The course and page of a course page's path, or nothing for any other path. */
export function parseCoursePage(pathname: string) {
  const [, courseId, page] = /^\/courses\/([0-9a-f-]{36})(\/[a-z-]+)$/i.exec(pathname) ?? [];
  const known = COURSE_PAGES.find((p) => p === page);
  return courseId && known ? { courseId, page: known } : undefined;
}
