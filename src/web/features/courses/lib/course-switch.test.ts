import { describe, expect, it } from 'vitest';
import type { MyCourse } from '@contract/courses.ts';
import { courseOfPath, pathOfCourse } from './course-switch.ts';

const general: MyCourse = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'GEN',
  name: 'General',
  role: 'student',
};
const design: MyCourse = {
  id: '00000000-0000-4000-8000-000000000002',
  code: 'SE401',
  name: 'Software design',
  role: 'student',
};
const taught: MyCourse = {
  id: '00000000-0000-4000-8000-000000000003',
  code: 'CS499',
  name: 'Capstone',
  role: 'coordinator',
};
const courses = [general, design, taught];

describe('the course switcher', () => {
  it("reads the course from the page's path, the default course on the plain pages", () => {
    expect(courseOfPath(courses, '/browse-ideas')).toBe(general.id);
    expect(courseOfPath(courses, '/admin')).toBe(general.id);
    expect(courseOfPath(courses, `/courses/${design.id}/browse-ideas`)).toBe(design.id);
    expect(courseOfPath(courses, `/courses/${taught.id}/console`)).toBe(taught.id);
    expect(courseOfPath([], '/dashboard')).toBeUndefined();
  });

  it('keeps the page shown, in the chosen course', () => {
    expect(pathOfCourse(courses, design.id, '/browse-ideas')).toBe(
      `/courses/${design.id}/browse-ideas`,
    );
    expect(pathOfCourse(courses, general.id, `/courses/${design.id}/my-team`)).toBe('/my-team');
    expect(pathOfCourse(courses, design.id, `/courses/${taught.id}/console`)).toBe(
      `/courses/${design.id}/dashboard`,
    );
    expect(pathOfCourse(courses, general.id, '/admin')).toBe('/dashboard');
  });

  it("takes a coordinator's course to its console, and an unknown course nowhere", () => {
    expect(pathOfCourse(courses, taught.id, '/browse-ideas')).toBe(`/courses/${taught.id}/console`);
    expect(pathOfCourse(courses, 'gone', '/browse-ideas')).toBeUndefined();
  });
});
