import { useState } from 'react';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { VisibilityBanner } from '@web/features/profile/components/visibility-banner.tsx';
import {
  useStudents,
  type StudentFilters as Filters,
} from '@web/features/students/api/get-students.ts';
import { StudentCard } from '@web/features/students/components/student-card.tsx';
import {
  NO_STUDENT_FILTERS as NO_FILTERS,
  StudentFilters,
} from '@web/features/students/components/student-filters.tsx';
import { useDebouncedValue } from '@web/hooks/use-debounced-value.ts';
import { Button } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { CardGrid, resultCount } from './card-grid.tsx';
import { PageHeading } from './page-heading.tsx';

/** Browse Students: visibility banner, filters, cards; more load on scroll. */
export default function BrowseStudentsRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const query = useDebouncedValue(filters, 300);
  const students = useStudents(query);
  const count = resultCount(students);

  return (
    <>
      <PageHeading title={t('students.title')} subtitle={t('students.subtitle')} />
      {profile.data && <VisibilityBanner user={profile.data} />}
      <StudentFilters
        value={filters}
        onChange={setFilters}
        summary={count && t('students.resultCount', { count })}
      />
      <CardGrid
        query={students}
        keyOf={(student) => student.id ?? student.email}
        errorText={t('list.loadFailed')}
        errorToast={t('error.fetchStudents')}
        emptyText={t('students.empty')}
        emptyAction={
          Object.values(filters).some(Boolean) && (
            <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
              {t('browse.clearFilters')}
            </Button>
          )
        }
        loadingMoreText={t('students.loadingMore')}
      >
        {(student) => <StudentCard student={student} />}
      </CardGrid>
    </>
  );
}
