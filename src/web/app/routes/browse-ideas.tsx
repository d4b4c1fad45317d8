import { Loader2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Idea } from '@contract/ideas.ts';
import type { User } from '@contract/users.ts';
import type { MyTeam } from '@contract/teams.ts';
import { Card } from '@web/components/ui/card.tsx';
import {
  ApplyButton,
  type ApplyBlock,
} from '@web/features/applications/components/apply-button.tsx';
import { useIdeas, type IdeaFilters as Filters } from '@web/features/ideas/api/get-ideas.ts';
import { IdeaCard } from '@web/features/ideas/components/idea-card.tsx';
import { IdeaFilters } from '@web/features/ideas/components/idea-filters.tsx';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useMyTeam } from '@web/features/teams/api/get-my-team.ts';
import { useDebouncedValue } from '@web/hooks/use-debounced-value.ts';
import { useOnVisible } from '@web/hooks/use-on-visible.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toastError } from '@web/lib/toast.ts';
import { PageHeading } from './page-heading.tsx';

/**
 * Spec section 2, Browse Ideas: 'Your Idea' for the user's own idea; 'In Team' when the user is
 * in a team that has other members or that is not their own.
 */
function applyBlock(
  idea: Idea,
  user: User | undefined,
  team: MyTeam | null | undefined,
): ApplyBlock {
  if (user && idea.creatorId === user.id) return 'own-idea';
  if (user && team && (team.members.length > 1 || team.leaderId !== user.id)) return 'in-team';
  return null;
}

export default function BrowseIdeasRoute() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({ q: '', major: '', skills: '', tags: '' });
  const query = useDebouncedValue(filters, 300);
  const ideas = useIdeas(query);
  const profile = useProfile();
  const myTeam = useMyTeam();
  const sentinel = useOnVisible<HTMLDivElement>(
    () => void ideas.fetchNextPage(),
    ideas.hasNextPage && !ideas.isFetchingNextPage,
  );

  useEffect(() => {
    if (ideas.isError) toastError(t('error.fetchIdeas'), t('common.error'));
  }, [ideas.isError, t]);

  const list = ideas.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <>
      <PageHeading title={t('browse.title')} subtitle={t('browse.subtitle')} />
      <IdeaFilters value={filters} onChange={setFilters} />
      <div className="mt-6" aria-live="polite" aria-busy={ideas.isFetching}>
        {ideas.isPending ? (
          <Loading label={t('app.loading')} />
        ) : ideas.isError ? (
          <p className="py-12 text-center text-destructive">{t('error.fetchIdeas')}</p>
        ) : list.length === 0 ? (
          <Card className="p-10 text-center text-muted-foreground">{t('browse.empty')}</Card>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {list.map((idea) => (
              <li key={idea.id}>
                <IdeaCard
                  idea={idea}
                  action={
                    <ApplyButton
                      ideaId={idea.id}
                      block={applyBlock(idea, profile.data ?? undefined, myTeam.data)}
                    />
                  }
                />
              </li>
            ))}
          </ul>
        )}
        <div ref={sentinel} />
        {ideas.isFetchingNextPage && <Loading label={t('browse.loadingMore')} />}
      </div>
    </>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <p
      className="flex items-center justify-center gap-2 py-8 text-sm text-muted-foreground"
      role="status"
    >
      <Loader2Icon className="size-4 animate-spin" aria-hidden />
      {label}
    </p>
  );
}
