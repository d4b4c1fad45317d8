import { CrownIcon, UserMinusIcon } from 'lucide-react';
import type { TeamMember } from '@contract/teams.ts';
import { splitList } from '@contract/text.ts';
import { BadgeList } from '@web/components/badge-list.tsx';
import { ConfirmButton } from '@web/components/confirm-dialog.tsx';
import { ContactLink } from '@web/components/contact-link.tsx';
import { RoleBadge } from '@web/components/role-badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { WhatsAppButton } from '@web/components/whatsapp-button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { isolate } from '@web/components/user-text.tsx';
import { useTransferLeadership } from '../api/transfer-leadership.ts';

function RemoveMemberButton({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const remove = useRemoveMember({
    onSuccess: () => toast({ title: t('teams.memberRemoved') }),
    meta: { errorFallback: 'error.removeMember' },
  });
  return (
    <ConfirmButton
      icon={<UserMinusIcon aria-hidden />}
      label={t('team.remove')}
      ariaLabel={t('team.removeLabel', { name: member.name })}
      pending={remove.isPending}
      pendingLabel={t('pending.removing')}
      title={t('team.removeTitle')}
      description={t('team.removeConfirm', { name: isolate(member.name) })}
      onConfirm={() => remove.mutate({ memberId: member.id })}
    />
  );
}

function MakeLeaderButton({ member }: { member: TeamMember }) {
  const { t } = useTranslation();
  const transfer = useTransferLeadership({
    onSuccess: () => toast({ title: t('teams.transferred', { name: isolate(member.name) }) }),
    meta: { errorFallback: 'error.handover' },
  });
  return (
    <ConfirmButton
      icon={<CrownIcon aria-hidden />}
      label={t('team.makeLeader')}
      ariaLabel={t('team.makeLeaderLabel', { name: member.name })}
      pending={transfer.isPending}
      pendingLabel={t('pending.handingOver')}
      variant="outlineStrong"
      title={t('team.makeLeaderTitle')}
      description={t('team.makeLeaderConfirm', { name: isolate(member.name) })}
      onConfirm={() => transfer.mutate({ memberId: member.id })}
    />
  );
}

export function TeamMembers({
  members,
  viewerId,
  isLeader,
}: {
  members: TeamMember[];
  viewerId: string;
  isLeader: boolean;
}) {
  const { t, major } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('team.members')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {members.map((m) => {
            const isSelf = m.id === viewerId;
            return (
              <li
                key={m.id}
                className="grid gap-3 rounded-xl border border-slate-200 p-4"
                data-testid="team-member"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold wrap-anywhere text-slate-900">
                      <bdi>{m.name}</bdi>{' '}
                      {isSelf && (
                        <span className="text-sm font-normal text-slate-600">
                          {t('common.you')}
                        </span>
                      )}
                    </h3>
                    <p className="text-sm text-muted-foreground">{major(m.major)}</p>
                  </div>
                  <RoleBadge
                    role={m.role}
                    leaderLabel={t('team.leader')}
                    memberLabel={t('team.member')}
                  />
                </div>
                <div className="grid gap-1.5 text-sm">
                  <ContactLink
                    kind="email"
                    value={m.email}
                    icon
                    className="inline-flex max-w-full items-center gap-2 text-primary underline-offset-4 hover:underline"
                  />
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                    <ContactLink
                      kind="phone"
                      value={m.phone}
                      icon
                      className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline"
                    />
                    {/* No chat with oneself on one's own card. */}
                    {!isSelf && <WhatsAppButton phone={m.phone} name={m.name} />}
                  </div>
                </div>
                {m.skills && (
                  <BadgeList
                    items={splitList(m.skills)}
                    variant="outline"
                    label={t('common.skills')}
                  />
                )}
                {isLeader && m.role !== 'creator' && (
                  <div className="flex flex-wrap justify-end gap-2">
                    <MakeLeaderButton member={m} />
                    <RemoveMemberButton member={m} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
