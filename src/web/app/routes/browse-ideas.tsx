import type { Idea } from '@contract/ideas.ts';
import type { User } from '@contract/users.ts';
import { isTiedToTeam, type MyTeam } from '@contract/teams.ts';
import { isTeamFull } from '@contract/team-size.ts';
import {
  ApplyButton,
  type ApplyBlock,
} from '@web/features/applications/components/apply-button.tsx';
import { useFormationWindow } from '@web/features/formation/api/get-formation-window.ts';
import { useIdeas, type IdeaFilters as Filters } from '@web/features/ideas/api/get-ideas.ts';
import { IdeaCard } from '@web/features/ideas/components/idea-card.tsx';
import { IdeaLinkDialog } from '@web/features/ideas/components/idea-link-dialog.tsx';
import {
  IdeaFilters,
  NO_IDEA_FILTERS as NO_FILTERS,
} from '@web/features/ideas/components/idea-filters.tsx';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useMyTeam } from '@web/features/teams/api/get-my-team.ts';
import { useDebouncedValue } from '@web/hooks/use-debounced-value.ts';
import { useUrlState } from '@web/hooks/use-url-state.ts';
import { Button } from '@web/components/ui/button.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { CardGrid, resultCount } from './card-grid.tsx';
import { PageHeading } from './page-heading.tsx';

function applyBlock(
  idea: Idea,
  user: User | undefined,
  team: MyTeam | null | undefined,
): ApplyBlock {
  if (user && idea.creatorId === user.id) return 'own-idea';
  if (!user || !team) return null;
  const tied = isTiedToTeam({
    isLeader: team.leaderId === user.id,
    memberCount: team.members.length,
  });
  return tied ? 'in-team' : null;
}

/** Filters and the open idea live in the URL, so reload, Back and a shared link keep them. */
export default function BrowseIdeasRoute() {
  const { t } = useTranslation();
  const url = useUrlState();
  const filters: Filters = {
    q: url.get('q'),
    major: url.get('major'),
    skills: url.get('skills'),
    tags: url.get('tags'),
  };
  const setFilters = (next: Filters) => url.replace({ ...NO_FILTERS, ...next });
  const query = useDebouncedValue(filters, 300);
  const ideas = useIdeas(query);
  const profile = useProfile();
  const myTeam = useMyTeam();
  const targetMax = useFormationWindow(true).data?.target?.max ?? null;
  const count = resultCount(ideas);
  const openId = url.get('idea');
  const onScreen = ideas.data?.pages.some((page) => page.items.some((idea) => idea.id === openId));
  const details = (id: string) => ({
    open: openId === id,
    onOpenChange: (open: boolean) => (open ? url.open('idea', id) : url.close('idea')),
  });
  const applyButton = (idea: Idea) => (
    <ApplyButton
      ideaId={idea.id}
      ideaTitle={idea.title}
      isFull={isTeamFull(idea, targetMax)}
      block={applyBlock(idea, profile.data ?? undefined, myTeam.data)}
      blockedReason={idea.applyBlockedReason}
    />
  );

  return (
    <>
      <PageHeading title={t('browse.title')} subtitle={t('browse.subtitle')} />
      <IdeaFilters
        value={filters}
        onChange={setFilters}
        summary={count && t('browse.resultCount', { count })}
        sheet={{
          open: url.get('sheet') === 'filters',
          onOpenChange: (open) => (open ? url.open('sheet', 'filters') : url.close('sheet')),
        }}
      />
      {openId && !ideas.isPending && !onScreen && (
        <IdeaLinkDialog
          id={openId}
          action={applyButton}
          onClose={() => url.close('idea')}
          targetMax={targetMax}
        />
      )}
      <CardGrid
        query={ideas}
        keyOf={(idea) => idea.id}
        errorText={t('list.loadFailed')}
        errorToast={t('error.fetchIdeas')}
        emptyText={t('browse.empty')}
        emptyAction={
          Object.values(filters).some(Boolean) && (
            <Button variant="outline" onClick={() => setFilters(NO_FILTERS)}>
              {t('browse.clearFilters')}
            </Button>
          )
        }
        loadingMoreText={t('browse.loadingMore')}
      >
        {(idea) => (
          <IdeaCard
            idea={idea}
            action={applyButton(idea)}
            details={details(idea.id)}
            targetMax={targetMax}
          />
        )}
      </CardGrid>
    </>
  );
}
