import { PageSpinner } from '@web/components/page-spinner.tsx';
import { MyApplications } from '@web/features/applications/components/my-applications.tsx';
import { TeamStatusCard } from '@web/features/dashboard/components/team-status-card.tsx';
import { DeadlineCountdown } from '@web/features/formation/components/deadline-countdown.tsx';
import { MyIdeaPanel } from '@web/features/ideas/components/my-idea-panel.tsx';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useMyTeam } from '@web/features/teams/api/get-my-team.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useFirstCallsHeld } from '../first-calls.ts';
import { NotificationsPanel } from './notifications-panel.tsx';
import { PageHeading } from './page-heading.tsx';

/** Dashboard. */
export default function DashboardRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const myTeam = useMyTeam();
  const inTeam = Boolean(profile.data?.currentTeamId) || Boolean(myTeam.data);
  // On a page load, the cards are drawn once their first calls are in, so nothing moves when
  // they arrive; the title at once.
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
          <DeadlineCountdown show={!inTeam && profile.data?.isAdmin === false} />
          <TeamStatusCard />
          <MyIdeaPanel inTeam={inTeam} />
          <MyApplications joinedIdeaId={myTeam.data?.ideaId} />
        </div>
        <NotificationsPanel />
      </div>
    </>
  );
}
