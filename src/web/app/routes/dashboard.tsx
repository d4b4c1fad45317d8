import { PageSpinner } from '@web/components/page-spinner.tsx';
import { MyApplications } from '@web/features/applications/components/my-applications.tsx';
import { TeamStatusCard } from '@web/features/dashboard/components/team-status-card.tsx';
import { isFormationClosed } from '@contract/formation.ts';
import { useFormationWindow } from '@web/features/formation/api/get-formation-window.ts';
import { DeadlineCountdown } from '@web/features/formation/components/deadline-countdown.tsx';
import { MyIdeaPanel } from '@web/features/ideas/components/my-idea-panel.tsx';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useMyTeam } from '@web/features/teams/api/get-my-team.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useFirstCallsHeld } from '../first-calls.ts';
import { useIdeaLostByJoining } from './idea-lost-by-joining.ts';
import { NotificationsPanel } from './notifications-panel.tsx';
import { PageHeading } from './page-heading.tsx';

export default function DashboardRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const myTeam = useMyTeam();
  const inTeam = Boolean(profile.data?.currentTeamId) || Boolean(myTeam.data);
  const isStudent = profile.data?.isAdmin === false;
  const formation = useFormationWindow(isStudent).data;
  const closedAt =
    formation && isFormationClosed(formation.deadline, new Date(formation.now))
      ? formation.deadline
      : null;
  const deletesIdeaTitle = useIdeaLostByJoining();
  // The cards wait for their first calls, so nothing moves when they arrive.
  const held = useFirstCallsHeld();
  const heading = <PageHeading title={t('dashboard.title')} />;
  if (held)
    return (
      <>
        {heading}
        <PageSpinner />
      </>
    );
  return (
    <>
      {heading}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <DeadlineCountdown show={!inTeam && isStudent} />
          <TeamStatusCard />
          <MyIdeaPanel inTeam={inTeam} formationClosedAt={closedAt} />
          <MyApplications joinedIdeaId={myTeam.data?.ideaId} deletesIdeaTitle={deletesIdeaTitle} />
        </div>
        <NotificationsPanel />
      </div>
    </>
  );
}
