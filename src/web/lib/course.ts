import { useLocation } from 'wouter';
import { pageInCourse, parseCoursePage, type CoursePage } from './pages.ts';

/** The course of the page shown; nothing in the default course, whose pages are the plain ones. */
export const useCourseId = () => parseCoursePage(useLocation()[0])?.courseId;

/** `page` in the course of the page shown. */
export const useCoursePage = (page: CoursePage) => pageInCourse(page, useCourseId());
