import type { QueryClient } from '@tanstack/react-query';
import { ideaApplicantsPages } from '@web/features/applications/api/get-idea-applicants.ts';
import { myApplicationsQuery } from '@web/features/applications/api/get-my-applications.ts';
import { dashboardStatsQuery } from '@web/features/dashboard/api/get-dashboard-stats.ts';
import { formationWindowQuery } from '@web/features/formation/api/get-formation-window.ts';
import { myIdeasQuery } from '@web/features/ideas/api/get-my-ideas.ts';
import { notificationPages } from '@web/features/notifications/api/get-notifications.ts';
import { unreadCountQuery } from '@web/features/notifications/api/get-unread-count.ts';
import { profileQuery } from '@web/features/profile/api/get-profile.ts';
import { myTeamQuery } from '@web/features/teams/api/get-my-team.ts';

/** Started while the chunks download, so nothing moves later (docs/decisions/0072). */
export function prefetchDashboard(client: QueryClient) {
  const layout = Promise.allSettled([
    client.prefetchQuery(profileQuery),
    client.prefetchQuery(unreadCountQuery),
  ]);
  const screen = Promise.allSettled([
    layout,
    client.prefetchQuery(dashboardStatsQuery()),
    // The deadline's card sits above the others: in before the first render, it moves nothing.
    client.prefetchQuery(formationWindowQuery()),
    client.prefetchQuery(myTeamQuery()),
    client.prefetchQuery(myApplicationsQuery),
    client.prefetchInfiniteQuery(notificationPages('invitations')),
    client.prefetchInfiniteQuery(notificationPages('updates')),
    client.fetchQuery(myIdeasQuery()).then((ideas) => {
      const first = ideas[0];
      if (first) return client.prefetchInfiniteQuery(ideaApplicantsPages(first.id));
    }),
  ]);
  return { layout, screen };
}
