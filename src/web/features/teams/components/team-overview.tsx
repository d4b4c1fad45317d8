import type { MyTeam } from '@contract/teams.ts';
import { teamLimit } from '@contract/team-size.ts';
import { TeamSize } from '@web/components/team-size.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader } from '@web/components/ui/card.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { LeaveTeamButton } from './leave-team-button.tsx';

export function TeamOverview({
  team,
  isLeader,
  targetMax,
}: {
  team: MyTeam;
  isLeader: boolean;
  targetMax: number | null;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <p className="text-xs font-semibold tracking-wide text-primary uppercase">
            {t('team.project')}
          </p>
          <h2 className="text-xl font-semibold wrap-anywhere text-slate-900" dir="auto">
            {team.idea.title}
          </h2>
        </div>
        <Badge variant="secondary" size="md">
          <TeamSize count={team.members.length} max={teamLimit(team.idea.maxMembers, targetMax)} />
        </Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700" dir="auto">
          {team.idea.description}
        </p>
        <div>
          <LeaveTeamButton
            isLeader={isLeader}
            members={team.members.filter((m) => m.role !== 'creator')}
          />
        </div>
      </CardContent>
    </Card>
  );
}
