import { UsersRoundIcon } from 'lucide-react';
import { Link } from 'wouter';
import { ListError } from '@web/components/list-error.tsx';
import { ListLoading } from '@web/components/list-loading.tsx';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { useFormationWindow } from '@web/features/formation/api/get-formation-window.ts';
import { useIdeaApplicants } from '@web/features/applications/api/get-idea-applicants.ts';
import { AwaitingConfirmation } from '@web/features/applications/components/awaiting-confirmation.tsx';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useMyTeam } from '@web/features/teams/api/get-my-team.ts';
import { TeamMembers } from '@web/features/teams/components/team-members.tsx';
import { TeamOverview } from '@web/features/teams/components/team-overview.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useCoursePage } from '@web/lib/course.ts';
import { PAGES } from '@web/lib/pages.ts';
import { PageHeading } from './page-heading.tsx';

export default function MyTeamRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const myTeam = useMyTeam();
  const dashboardPage = useCoursePage(PAGES.dashboard);
  const browsePage = useCoursePage(PAGES.browseIdeas);
  const team = myTeam.data;
  const viewerId = profile.data?.id ?? '';
  const isLeader = Boolean(team && team.leaderId === viewerId);
  const targetMax = useFormationWindow(Boolean(team)).data?.target?.max ?? null;
  // The leader's applicants answer carries who was accepted and has not joined yet.
  const applicants = useIdeaApplicants(isLeader ? team?.ideaId : undefined);
  const awaiting = (applicants.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (a) => a.status === 'accepted',
  );

  return (
    <>
      <PageHeading title={t('page.myTeam')} subtitle={t('team.subtitle')} />
      {myTeam.isPending ? (
        <ListLoading label={t('app.loading')} rows={2} className="lg:grid-cols-2" />
      ) : myTeam.isError && !team ? (
        // Not knowing the team is not having none (docs/decisions/0024-client-behaviour-once.md).
        <ListError
          text={t('team.loadFailed')}
          onRetry={() => void myTeam.refetch()}
          retrying={myTeam.isFetching}
        />
      ) : !team ? (
        <Card className="grid justify-items-center gap-3 p-10 text-center">
          <span className="grid size-14 place-items-center rounded-2xl bg-primary-soft text-primary">
            <UsersRoundIcon className="size-7" aria-hidden />
          </span>
          <h2 className="text-xl font-semibold text-slate-900">{t('team.noTeam')}</h2>
          <p className="max-w-md text-sm text-muted-foreground">{t('team.noTeamBody')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link href={dashboardPage} className={buttonVariants({ variant: 'outline' })}>
              {t('nav.dashboard')}
            </Link>
            <Link href={browsePage} className={buttonVariants()}>
              {t('nav.browseIdeas')}
            </Link>
          </div>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <TeamOverview team={team} isLeader={isLeader} targetMax={targetMax} />
          <div className="grid min-w-0 gap-6">
            <TeamMembers members={team.members} viewerId={viewerId} isLeader={isLeader} />
            {awaiting.length > 0 && (
              <Card className="p-5">
                <AwaitingConfirmation invitations={awaiting} />
              </Card>
            )}
          </div>
        </div>
      )}
    </>
  );
}
