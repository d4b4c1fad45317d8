import { useParams } from 'wouter';
import { useMyCourses } from '@web/features/courses/api/get-my-courses.ts';
import { useRoster } from '@web/features/courses/api/get-roster.ts';
import { AddStudentForm } from '@web/features/courses/components/add-student-form.tsx';
import { RosterImportCard } from '@web/features/courses/components/roster-import.tsx';
import { RosterList } from '@web/features/courses/components/roster-list.tsx';
import { ApiError } from '@web/lib/api.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { CourseNotFound } from './course-not-found.tsx';
import { PageHeading } from './page-heading.tsx';

/**
 * A course's console, for its coordinators and the admins (docs/rules/courses.md): the roster.
 * Anyone else is told the page is not found, as the server tells them of the course.
 */
export default function CourseConsoleRoute() {
  const { t } = useTranslation();
  const { courseId = '' } = useParams<{ courseId: string }>();
  const roster = useRoster(courseId);
  const courses = useMyCourses();
  const refused = roster.error instanceof ApiError && [400, 403, 404].includes(roster.error.status);
  if (refused) return <CourseNotFound />;
  const course = courses.data?.find((c) => c.id === courseId);
  const title = course ? (
    <>
      <bdi>{course.code}</bdi> · <bdi>{course.name}</bdi>
    </>
  ) : (
    t('page.courseConsole')
  );
  return (
    <div className="grid min-w-0 grid-cols-1 gap-4">
      <div className="min-w-0 wrap-anywhere">
        <PageHeading title={title} subtitle={t('courses.console.subtitle')} />
      </div>
      <RosterImportCard courseId={courseId} />
      <AddStudentForm courseId={courseId} />
      <RosterList courseId={courseId} />
    </div>
  );
}
