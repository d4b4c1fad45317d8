import type { Student } from '@contract/students.ts';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useMyTeam } from '@web/features/teams/api/get-my-team.ts';
import { InviteButton } from '@web/features/teams/components/invite-button.tsx';
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
import { useUrlState } from '@web/hooks/use-url-state.ts';
import { Button } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { CardGrid, resultCount } from './card-grid.tsx';
import { PageHeading } from './page-heading.tsx';

/**
 * Browse Students: visibility banner, filters, cards; more load on scroll. The filters and the
 * Filters sheet live in the URL (hooks/use-url-state.ts).
 */
export default function BrowseStudentsRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const url = useUrlState();
  const filters: Filters = {
    major: url.get('major'),
    skills: url.get('skills'),
    withoutTeam: url.get('withoutTeam') === 'true' ? 'true' : '',
  };
  const setFilters = (next: Filters) => url.replace({ ...NO_FILTERS, ...next });
  const query = useDebouncedValue(filters, 300);
  const students = useStudents(query);
  const count = resultCount(students);
  const team = useMyTeam();
  // Only a leader invites, and only students the server would take: named (so with an id) and
  // in no team (docs/rules/ideas-and-teams.md).
  const leads = Boolean(profile.data && team.data?.leaderId === profile.data.id);
  const inviteOf = (student: Student) =>
    leads && student.id && student.name && student.lookingForTeam ? (
      <InviteButton studentId={student.id} name={student.name} />
    ) : null;

  return (
    <>
      <PageHeading title={t('students.title')} subtitle={t('students.subtitle')} />
      {profile.data && <VisibilityBanner user={profile.data} />}
      <StudentFilters
        value={filters}
        onChange={setFilters}
        summary={count && t('students.resultCount', { count })}
        sheet={{
          open: url.get('sheet') === 'filters',
          onOpenChange: (open) => (open ? url.open('sheet', 'filters') : url.close('sheet')),
        }}
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
        {(student) => <StudentCard student={student} action={inviteOf(student)} />}
      </CardGrid>
    </>
  );
}
