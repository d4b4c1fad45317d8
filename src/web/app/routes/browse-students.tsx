import type { Student } from '@contract/students.ts';
import { isTeamFull } from '@contract/team-size.ts';
import { useFormationWindow } from '@web/features/formation/api/get-formation-window.ts';
import { useIdeaApplicants } from '@web/features/applications/api/get-idea-applicants.ts';
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
  // Only a leader invites, and only students the server would take (docs/rules/ideas-and-teams.md).
  const leads = Boolean(profile.data && team.data?.leaderId === profile.data.id);
  const formation = useFormationWindow(leads);
  const targetMax = formation.data?.target?.max ?? null;
  // Not offered until the target is known, so a full team's Invite never shows and goes.
  const full =
    formation.isPending ||
    (team.data != null &&
      isTeamFull(
        { maxMembers: team.data.idea.maxMembers, memberCount: team.data.members.length },
        targetMax,
      ));
  // Whom the leader's invitation (or acceptance) already waits for: 'Invited', not a second one.
  const applicants = useIdeaApplicants(leads ? team.data?.ideaId : undefined);
  const invited = new Set(
    (applicants.data?.pages.flatMap((p) => p.items) ?? [])
      .filter((a) => a.status === 'accepted')
      .map((a) => a.applicantId),
  );
  const inviteOf = (student: Student) =>
    leads && !full && student.id && student.name && student.lookingForTeam ? (
      <InviteButton
        studentId={student.id}
        name={student.name}
        invitedBefore={invited.has(student.id)}
      />
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
