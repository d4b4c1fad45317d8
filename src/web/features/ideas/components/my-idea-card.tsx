import { CalendarIcon, PencilIcon, Trash2Icon } from 'lucide-react';
// By file, as the password field takes it (scripts/first-screen-chunks.ts).
import EyeOffIcon from 'lucide-react/icons/eye-off';
import { useState } from 'react';
import type { Idea } from '@contract/ideas.ts';
import { ConfirmDialog } from '@web/components/confirm-dialog.tsx';
import { Badge } from '@web/components/ui/badge.tsx';
import { Button } from '@web/components/ui/button.tsx';
import { formatDate } from '@web/lib/format.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { toast } from '@web/lib/toast.ts';
import { useDeleteIdea } from '../api/delete-idea.ts';
import { LazyIdeaFormDialog } from './lazy-idea-form-dialog.tsx';
import { IdeaRequirements } from './idea-requirements.tsx';

export function MyIdeaCard({ idea }: { idea: Idea }) {
  const { t, lang } = useTranslation();
  const [editing, setEditing] = useState(false);
  const remove = useDeleteIdea({
    onSuccess: () => toast({ title: t('ideas.deleted') }),
    meta: { errorFallback: 'error.deleteIdea' },
  });

  return (
    <article
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-4"
      data-testid="my-idea"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold wrap-anywhere text-slate-900" dir="auto">
            {idea.title}
          </h3>
          <p className="mt-0.5 flex items-center gap-1 text-xs text-muted-foreground">
            <CalendarIcon className="size-3.5" aria-hidden />
            {t('dashboard.created', { date: formatDate(idea.createdAt, lang) })}
            <span aria-hidden>·</span>
            <span dir="ltr">{idea.teamId}</span>
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('dashboard.editIdea')}
            title={t('dashboard.editIdea')}
            onClick={() => setEditing(true)}
          >
            <PencilIcon aria-hidden />
          </Button>
          <ConfirmDialog
            trigger={
              <Button
                variant="ghostDestructive"
                size="icon"
                pending={remove.isPending}
                aria-label={t('dashboard.deleteIdea')}
                title={t('dashboard.deleteIdea')}
              >
                <Trash2Icon aria-hidden />
              </Button>
            }
            title={t('dashboard.deleteTitle')}
            description={t('dashboard.deleteConfirm')}
            confirmLabel={t('common.delete')}
            onConfirm={() => remove.mutate(idea.id)}
          />
        </div>
      </div>
      <p className="mt-3 text-sm whitespace-pre-line wrap-anywhere text-slate-700" dir="auto">
        {idea.description}
      </p>
      {(idea.isHidden || idea.allowCrossMajor) && (
        <div className="mt-3 flex flex-wrap gap-1.5">
          {idea.isHidden && (
            <Badge variant="warning">
              <EyeOffIcon className="me-1 size-3" aria-hidden />
              {t('dashboard.hidden')}
            </Badge>
          )}
          {idea.allowCrossMajor && <Badge variant="success">{t('dashboard.crossMajor')}</Badge>}
        </div>
      )}
      <div className="mt-4">
        <IdeaRequirements idea={idea} />
      </div>
      <LazyIdeaFormDialog idea={idea} open={editing} onOpenChange={setEditing} />
    </article>
  );
}
