import { BellIcon } from 'lucide-react';
import { isTiedToTeam } from '@contract/teams.ts';
import { ShowMoreButton } from '@web/components/show-more-button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { useIdeaApplicants } from '@web/features/applications/api/get-idea-applicants.ts';
import { ApplicantsSection } from '@web/features/applications/components/applicants-section.tsx';
import { InvitationActions } from '@web/features/applications/components/invitation-actions.tsx';
import { useMyIdeas } from '@web/features/ideas/api/get-my-ideas.ts';
import { useNotifications } from '@web/features/notifications/api/get-notifications.ts';
import {
  InvitationList,
  UpdateList,
} from '@web/features/notifications/components/notification-lists.tsx';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useMyTeam } from '@web/features/teams/api/get-my-team.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';

/**
 * The notifications panel, titled with the server's unread count. Invitations
 * and updates are loaded apart, so no number of updates hides an invitation; every list shows
 * 'Show more' while the server has more of it.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const invitations = useNotifications('invitations');
  const updates = useNotifications('updates');
  const myIdeas = useMyIdeas();
  const firstIdea = myIdeas.data?.[0];
  const applicants = useIdeaApplicants(firstIdea?.id);
  const deletesIdeaTitle = useIdeaLostByJoining();

  const invitationItems = invitations.data?.pages.flatMap((p) => p.items) ?? [];
  const updateItems = updates.data?.pages.flatMap((p) => p.items) ?? [];
  const pending = (applicants.data?.pages.flatMap((p) => p.items) ?? []).filter(
    (a) => a.status === 'pending',
  );
  const unread = updates.data?.pages[0]?.unreadCount ?? invitations.data?.pages[0]?.unreadCount;
  const isEmpty = invitationItems.length === 0 && updateItems.length === 0 && pending.length === 0;
  const more = (key: 'moreInvitations' | 'moreUpdates' | 'moreApplicants') => ({
    label: t(`notifications.${key}`),
    loadingLabel: t('notifications.loadingMore'),
  });

  return (
    <Card className="content-start self-start">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellIcon className="size-5 text-primary" aria-hidden />
          {t('notifications.title', { count: unread ?? 0 })}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        {invitations.isPending || updates.isPending ? null : isEmpty ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {t('notifications.empty')}
          </p>
        ) : (
          <>
            <InvitationList
              items={invitationItems}
              renderActions={(applicationId) => (
                <InvitationActions
                  applicationId={applicationId}
                  deletesIdeaTitle={deletesIdeaTitle}
                />
              )}
            />
            <ShowMoreButton list={invitations} {...more('moreInvitations')} />
            {firstIdea && <ApplicantsSection idea={firstIdea} applicants={pending} />}
            <ShowMoreButton list={applicants} {...more('moreApplicants')} />
            <UpdateList items={updateItems} />
            <ShowMoreButton list={updates} {...more('moreUpdates')} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The title of the idea the server deletes if the user joins another team: a lone leader's. */
function useIdeaLostByJoining(): string | undefined {
  const profile = useProfile();
  const myTeam = useMyTeam();
  const team = myTeam.data;
  const userId = profile.data?.id;
  if (!team || !userId) return undefined;
  const isLeader = team.leaderId === userId;
  if (isTiedToTeam({ isLeader, memberCount: team.members.length })) return undefined;
  return team.idea.title;
}
