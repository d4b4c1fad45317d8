import { useEffect, useState } from 'react';
import { ListLoading } from '@web/components/list-loading.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { VisibilityBanner } from '@web/features/profile/components/visibility-banner.tsx';
import {
  useStudents,
  type StudentFilters as Filters,
} from '@web/features/students/api/get-students.ts';
import { StudentCard } from '@web/features/students/components/student-card.tsx';
import { StudentFilters } from '@web/features/students/components/student-filters.tsx';
import { useDebouncedValue } from '@web/hooks/use-debounced-value.ts';
import { useOnVisible } from '@web/hooks/use-on-visible.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toastError } from '@web/lib/toast.ts';
import { PageHeading } from './page-heading.tsx';

/** Browse Students (spec section 2): visibility banner, filters, cards; more load on scroll. */
export default function BrowseStudentsRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [filters, setFilters] = useState<Filters>({ major: '', skills: '' });
  const query = useDebouncedValue(filters, 300);
  const students = useStudents(query);
  const sentinel = useOnVisible<HTMLDivElement>(
    () => void students.fetchNextPage(),
    students.hasNextPage && !students.isFetchingNextPage,
  );

  useEffect(() => {
    if (students.isError) toastError(t('error.fetchStudents'), t('common.error'));
  }, [students.isError, t]);

  const list = students.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <>
      <PageHeading title={t('students.title')} subtitle={t('students.subtitle')} />
      {profile.data && <VisibilityBanner user={profile.data} />}
      <StudentFilters value={filters} onChange={setFilters} />
      <div className="mt-6" aria-live="polite" aria-busy={students.isFetching}>
        {students.isPending ? (
          <ListLoading label={t('app.loading')} />
        ) : students.isError ? (
          <p className="py-12 text-center text-destructive">{t('error.fetchStudents')}</p>
        ) : list.length === 0 ? (
          <Card className="p-10 text-center text-muted-foreground">{t('students.empty')}</Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((student) => (
              <li key={student.id}>
                <StudentCard student={student} />
              </li>
            ))}
          </ul>
        )}
        <div ref={sentinel} />
        {students.isFetchingNextPage && <ListLoading label={t('students.loadingMore')} />}
      </div>
    </>
  );
}
