import { BellIcon } from 'lucide-react';
import { isInvitation } from '@contract/invitations.ts';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { useIdeaApplicants } from '@web/features/applications/api/get-idea-applicants.ts';
import { ApplicantsSection } from '@web/features/applications/components/applicants-section.tsx';
import { InvitationActions } from '@web/features/applications/components/invitation-actions.tsx';
import { TeamStatusCard } from '@web/features/dashboard/components/team-status-card.tsx';
import { useMyIdeas } from '@web/features/ideas/api/get-my-ideas.ts';
import { MyIdeaPanel } from '@web/features/ideas/components/my-idea-panel.tsx';
import { useNotifications } from '@web/features/notifications/api/get-notifications.ts';
import {
  InvitationList,
  UpdateList,
} from '@web/features/notifications/components/notification-lists.tsx';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useMyTeam } from '@web/features/teams/api/get-my-team.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { PageHeading } from './page-heading.tsx';

/** Dashboard (spec section 2). */
export default function DashboardRoute() {
  const { t } = useTranslation();
  const profile = useProfile();
  const myTeam = useMyTeam();
  const inTeam = Boolean(profile.data?.currentTeamId) || Boolean(myTeam.data);
  return (
    <>
      <PageHeading title={t('dashboard.title')} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid content-start gap-6">
          <TeamStatusCard />
          <MyIdeaPanel inTeam={inTeam} />
        </div>
        <NotificationsPanel />
      </div>
    </>
  );
}

/** The notifications panel (spec section 2), titled with the unread count. */
function NotificationsPanel() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const myIdeas = useMyIdeas();
  const firstIdea = myIdeas.data?.[0];
  const applicants = useIdeaApplicants(firstIdea?.id);

  const all = notifications.data ?? [];
  const unread = all.filter((n) => !n.isRead).length;
  const invitations = all.filter((n) => isInvitation(n));
  const updates = all.filter((n) => !isInvitation(n));
  const pending = (applicants.data ?? []).filter((a) => a.status === 'pending');
  const isEmpty = invitations.length === 0 && updates.length === 0 && pending.length === 0;

  return (
    <Card className="content-start self-start">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellIcon className="size-5 text-primary" aria-hidden />
          {t('notifications.title', { count: unread })}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {notifications.isPending ? null : isEmpty ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {t('notifications.empty')}
          </p>
        ) : (
          <>
            <InvitationList
              items={invitations}
              renderActions={(applicationId) => <InvitationActions applicationId={applicationId} />}
            />
            {firstIdea && <ApplicantsSection idea={firstIdea} applicants={pending} />}
            <UpdateList items={updates} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
