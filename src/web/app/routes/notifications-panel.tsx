import { BellIcon, CheckCheckIcon } from 'lucide-react';
import { ListError } from '@web/components/list-error.tsx';
import { ListLoading } from '@web/components/list-loading.tsx';
import { ShowMoreButton } from '@web/components/show-more-button.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { useIdeaApplicants } from '@web/features/applications/api/get-idea-applicants.ts';
import { ApplicantsSection } from '@web/features/applications/components/applicants-section.tsx';
import { AwaitingConfirmation } from '@web/features/applications/components/awaiting-confirmation.tsx';
import { InvitationActions } from '@web/features/applications/components/invitation-actions.tsx';
import { useFormationWindow } from '@web/features/formation/api/get-formation-window.ts';
import { useMyIdeas } from '@web/features/ideas/api/get-my-ideas.ts';
import { useNotifications } from '@web/features/notifications/api/get-notifications.ts';
import { useMarkAllRead } from '@web/features/notifications/api/mark-all-read.ts';
import {
  InvitationList,
  UpdateList,
} from '@web/features/notifications/components/notification-lists.tsx';
import { cn } from '@web/lib/cn.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useIdeaLostByJoining } from './idea-lost-by-joining.ts';

/** An infinite query's failed next page is retried by itself. */
interface Loadable {
  data?: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  isFetchNextPageError?: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage?: () => Promise<unknown>;
}

const retry = (q: Loadable) =>
  void (q.isFetchNextPageError && q.fetchNextPage ? q.fetchNextPage() : q.refetch());

/** Invitations and updates load apart, so no number of updates hides an invitation. */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const invitations = useNotifications('invitations');
  const updates = useNotifications('updates');
  const myIdeas = useMyIdeas();
  const firstIdea = myIdeas.data?.[0];
  const applicants = useIdeaApplicants(firstIdea?.id);
  const targetMax = useFormationWindow(Boolean(firstIdea)).data?.target?.max ?? null;
  const deletesIdeaTitle = useIdeaLostByJoining();
  const markAll = useMarkAllRead({ meta: { errorFallback: 'error.markAllRead' } });

  const notificationQueries: Loadable[] = [invitations, updates];
  // Applicants are read only once the user's idea is known.
  const applicantQueries: Loadable[] = firstIdea ? [myIdeas, applicants] : [myIdeas];
  const all = [...notificationQueries, ...applicantQueries];
  const isLoading = all.some((q) => q.isPending);
  const unloaded = (qs: Loadable[]) => qs.filter((q) => q.isError && q.data === undefined);
  const notificationsFailed = unloaded(notificationQueries);
  const applicantsFailed = unloaded(applicantQueries);
  const refreshFailed = all.filter((q) => q.isError && q.data !== undefined);

  const invitationItems = invitations.data?.pages.flatMap((p) => p.items) ?? [];
  const updateItems = updates.data?.pages.flatMap((p) => p.items) ?? [];
  const applicantItems = applicants.data?.pages.flatMap((p) => p.items) ?? [];
  const pending = applicantItems.filter((a) => a.status === 'pending');
  const awaiting = applicantItems.filter((a) => a.status === 'accepted');
  const unread = updates.data?.pages[0]?.unreadCount ?? invitations.data?.pages[0]?.unreadCount;
  const isEmpty =
    !all.some((q) => q.isError) &&
    invitationItems.length === 0 &&
    updateItems.length === 0 &&
    pending.length === 0 &&
    awaiting.length === 0;
  const more = (key: 'moreInvitations' | 'moreUpdates' | 'moreApplicants') => ({
    label: t(`notifications.${key}`),
    loadingLabel: t('notifications.loadingMore'),
  });
  const retryButton = (qs: Loadable[]) => ({
    onRetry: () => qs.forEach(retry),
    retrying: qs.some((q) => q.isFetching),
  });

  return (
    <Card
      // What waits for the student comes first on a phone, above Team Status and My Idea.
      className={cn(
        'content-start self-start',
        (invitationItems.length > 0 || pending.length > 0) && 'max-lg:order-first',
      )}
      data-testid="notifications-panel"
    >
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <BellIcon className="size-5 text-primary" aria-hidden />
          {unread === undefined
            ? t('notifications.titleNoCount')
            : t('notifications.title', { count: unread })}
        </CardTitle>
        {/* Only while something is unread: with nothing to mark, the button would do nothing. */}
        {Boolean(unread) && (
          <Button
            size="sm"
            variant="outline"
            disabled={markAll.isPending}
            onClick={() => markAll.mutate()}
          >
            <CheckCheckIcon aria-hidden />
            {t('notifications.markAllRead')}
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-5">
        {isLoading ? (
          <ListLoading label={t('app.loading')} rows={2} />
        ) : isEmpty ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            {t('notifications.empty')}
          </p>
        ) : (
          <>
            {notificationsFailed.length > 0 && (
              <ListError
                text={t('notifications.loadFailed')}
                {...retryButton(notificationsFailed)}
              />
            )}
            {applicantsFailed.length > 0 && (
              <ListError
                text={t('notifications.applicantsFailed')}
                {...retryButton(applicantsFailed)}
              />
            )}
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
            {firstIdea && (
              <ApplicantsSection idea={firstIdea} applicants={pending} targetMax={targetMax} />
            )}
            <ShowMoreButton list={applicants} {...more('moreApplicants')} />
            <AwaitingConfirmation invitations={awaiting} />
            <UpdateList items={updateItems} />
            <ShowMoreButton list={updates} {...more('moreUpdates')} />
            {refreshFailed.length > 0 && (
              <ListError
                compact
                text={t('notifications.refreshFailed')}
                {...retryButton(refreshFailed)}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
