import { UsersRoundIcon } from 'lucide-react';
import { Link } from 'wouter';
import { ListError } from '@web/components/list-error.tsx';
import { ListLoading } from '@web/components/list-loading.tsx';
import { buttonVariants } from '@web/components/ui/button.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useMyTeam } from '@web/features/teams/api/get-my-team.ts';
import { TeamMembers } from '@web/features/teams/components/team-members.tsx';
import { TeamOverview } from '@web/features/teams/components/team-overview.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { PAGES } from '@web/lib/pages.ts';
import { PageHeading } from './page-heading.tsx';

/** My Team: 'No Team Yet', or the project and its members; loading and failing look apart. */
export default function MyTeamRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const myTeam = useMyTeam();
  const team = myTeam.data;
  const viewerId = profile.data?.id ?? '';
  const isLeader = Boolean(team && team.leaderId === viewerId);

  return (
    <>
      <PageHeading title={t('page.myTeam')} subtitle={t('team.subtitle')} />
      {myTeam.isPending ? (
        <ListLoading label={t('app.loading')} rows={2} className="lg:grid-cols-2" />
      ) : myTeam.isError && !team ? (
        // Not knowing the team is not having none (docs/decisions/0041-failed-lists-are-not-empty.md).
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
            <Link href={PAGES.dashboard} className={buttonVariants({ variant: 'outline' })}>
              {t('nav.dashboard')}
            </Link>
            <Link href={PAGES.browseIdeas} className={buttonVariants()}>
              {t('nav.browseIdeas')}
            </Link>
          </div>
        </Card>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <TeamOverview team={team} isLeader={isLeader} />
          <TeamMembers members={team.members} viewerId={viewerId} isLeader={isLeader} />
        </div>
      )}
    </>
  );
}
