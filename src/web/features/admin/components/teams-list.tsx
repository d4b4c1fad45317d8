import { UsersIcon } from 'lucide-react';
import type { AdminTeam } from '@contract/admin.ts';
import { InfiniteList, type InfinitePages } from '@web/components/infinite-list.tsx';
import { RoleBadge } from '@web/components/role-badge.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { EmailText } from '@web/components/user-text.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { AddMemberForm, RemoveMemberButton } from './team-member-actions.tsx';

export function TeamsList({ query }: { query: InfinitePages<AdminTeam> }) {
  const { t } = useTranslation();
  return (
    <InfiniteList
      query={query}
      more="button"
      errorText={t('admin.loadFailed')}
      emptyText={t('admin.noTeams')}
    >
      {(teams) => (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {teams.map((team) => (
            <li key={team.id}>
              <Card className="flex h-full flex-col gap-3 p-5" data-testid="admin-team-card">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="min-w-0 font-semibold wrap-anywhere text-slate-900" dir="auto">
                    {team.idea.title}
                  </h2>
                  <Badge variant="secondary" className="shrink-0 gap-1">
                    <UsersIcon className="size-3.5" aria-hidden />
                    {t('team.memberCount', { count: team.members.length })}
                  </Badge>
                </div>
                <p className="flex flex-wrap gap-2 text-sm text-slate-700">
                  <span data-testid="admin-team-id">
                    {t('admin.teamIdLabel')}:{' '}
                    <bdi className="font-mono" dir="ltr">
                      {team.idea.teamId}
                    </bdi>
                  </span>
                  <Badge variant="outline" data-testid="admin-team-gender">
                    {t(team.gender === 'female' ? 'auth.gender.female' : 'auth.gender.male')}
                  </Badge>
                </p>
                <p className="text-sm wrap-anywhere text-slate-700" dir="auto">
                  {team.idea.description}
                </p>
                <ul className="grid gap-2 border-t border-slate-100 pt-3">
                  {team.members.map((m) => (
                    <li key={m.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                      <RoleBadge
                        role={m.role}
                        leaderLabel={t('admin.leader', undefined, m.gender)}
                        memberLabel={t('admin.member', undefined, m.gender)}
                        iconClassName="size-3"
                      />
                      <span className="min-w-0 font-medium wrap-anywhere text-slate-900" dir="auto">
                        {m.name}
                      </span>
                      <EmailText email={m.email} className="min-w-0 text-muted-foreground" />
                      {m.role === 'member' && <RemoveMemberButton team={team} member={m} />}
                    </li>
                  ))}
                </ul>
                <AddMemberForm team={team} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </InfiniteList>
  );
}
