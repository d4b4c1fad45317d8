import { LightbulbIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { ListError } from '@web/components/list-error.tsx';
import { ListLoading } from '@web/components/list-loading.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card.tsx';
import { Tooltip } from '@web/components/ui/tooltip.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useMyIdeas } from '../api/get-my-ideas.ts';
import { LazyIdeaFormDialog } from './lazy-idea-form-dialog.tsx';
import { MyIdeaCard } from './my-idea-card.tsx';

export function MyIdeaPanel({
  inTeam,
  formationClosedAt,
}: {
  inTeam: boolean;
  formationClosedAt: string | null;
}) {
  const { t } = useTranslation();
  const myIdeas = useMyIdeas();
  const [creating, setCreating] = useState(false);
  const ideas = myIdeas.data ?? [];
  const hasIdea = ideas.length > 0;
  const reason = hasIdea
    ? t('ideas.oneIdea')
    : inTeam
      ? t('ideas.inTeam')
      : formationClosedAt
        ? t('formation.closed', { deadline: formationClosedAt })
        : null;

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle className="flex items-center gap-2">
          <LightbulbIcon className="size-5 text-amber-500" aria-hidden />
          {t('dashboard.myIdea')}
        </CardTitle>
        <Tooltip content={reason}>
          {/* A disabled button gets no pointer or focus events; the wrapper carries the tooltip. */}
          <span
            tabIndex={reason ? 0 : undefined}
            className="inline-flex rounded-lg"
            data-testid="publish-wrapper"
          >
            <Button
              onClick={() => setCreating(true)}
              disabled={Boolean(reason) || !myIdeas.data}
              aria-describedby={reason ? 'publish-reason' : undefined}
            >
              <PlusIcon aria-hidden />
              {t('dashboard.publish')}
            </Button>
          </span>
        </Tooltip>
        {/* Why Publish is disabled, readable without hovering (a touch screen has no hover). */}
        {reason && (
          <p id="publish-reason" className="w-full text-sm text-slate-700">
            {reason}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-3">
        {myIdeas.isPending ? (
          <ListLoading label={t('app.loading')} rows={1} />
        ) : myIdeas.isError && !myIdeas.data ? (
          // Not knowing the idea is not having none (docs/decisions/0024-client-behaviour-once.md).
          <ListError
            text={t('dashboard.myIdeaFailed')}
            onRetry={() => void myIdeas.refetch()}
            retrying={myIdeas.isFetching}
          />
        ) : hasIdea ? (
          ideas.map((idea) => <MyIdeaCard key={idea.id} idea={idea} />)
        ) : (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-sm text-muted-foreground">
            {inTeam ? t('dashboard.emptyInTeam') : t('dashboard.empty')}
          </p>
        )}
      </CardContent>
      <LazyIdeaFormDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
