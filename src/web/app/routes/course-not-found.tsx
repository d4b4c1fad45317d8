import { AlertCircleIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { PageSpinner } from '@web/components/page-spinner.tsx';
import { useMyCourses } from '@web/features/courses/api/get-my-courses.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { PAGES } from '@web/lib/pages.ts';
import { PageHeading } from './page-heading.tsx';

/** A course one may not see, or that does not exist: said once, with the way back. */
export function CourseNotFound() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t('notFound.title')} />
      <Card className="flex flex-col items-start gap-4 p-5">
        <p className="flex items-start gap-2 text-slate-700">
          <AlertCircleIcon className="size-5 shrink-0 text-destructive" aria-hidden />
          {t('course.notFound')}
        </p>
        <Link href={PAGES.dashboard} className={buttonVariants({ variant: 'outline' })}>
          {t('notFound.home')}
        </Link>
      </Card>
    </>
  );
}

/**
 * A student screen of a course the reader studies in (docs/rules/courses.md); any other course
 * (an old link, a course they were taken off, one they coordinate) is not found, instead of a
 * screen of lists that each fail to load. Should the course list itself fail, the screen shows
 * and its own calls say what went wrong.
 */
export function StudentCourseGate(props: { courseId: string; children: ReactNode }) {
  const { courseId, children } = props;
  const courses = useMyCourses();
  if (courses.isPending) return <PageSpinner />;
  const course = courses.data?.find((c) => c.id === courseId);
  // An admin is listed on every course, a roster's student or not: the server decides for them.
  if (courses.data && (!course || course.role === 'coordinator')) return <CourseNotFound />;
  return children;
}
