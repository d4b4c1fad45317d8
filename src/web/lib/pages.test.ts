import { describe, expect, it } from 'vitest';
import { COURSE_PAGES, PAGES, pageInCourse, parseCoursePage } from './pages.ts';

const id = '0b6f3c1e-5a2d-4f7b-9c8e-1d2e3f4a5b6c';

describe('course pages', () => {
  it("keep the specification's paths for the default course", () => {
    for (const page of COURSE_PAGES) expect(pageInCourse(page)).toBe(page);
  });

  it('carry any other course in the path, and read back to the same course and page', () => {
    for (const page of COURSE_PAGES) {
      const path = pageInCourse(page, id);
      expect(path).toBe(`/courses/${id}${page}`);
      expect(parseCoursePage(path)).toEqual({ courseId: id, page });
    }
  });

  it('are not the console, the admin page, a plain page or a malformed id', () => {
    for (const path of [
      `/courses/${id}/console`,
      `/courses/${id}${PAGES.admin}`,
      PAGES.dashboard,
      '/courses/not-an-id/dashboard',
      `/courses/${id}/dashboard/x`,
    ]) {
      expect(parseCoursePage(path), path).toBeUndefined();
    }
  });
});
