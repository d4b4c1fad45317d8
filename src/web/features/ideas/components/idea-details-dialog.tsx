import type { ReactNode } from 'react';
import type { Idea } from '@contract/ideas.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { DetailsDialog } from '@web/components/details-dialog.tsx';
import { Isolated } from '@web/components/user-text.tsx';
import { formatDate } from '@web/lib/format.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { IdeaRequirements } from './idea-requirements.tsx';

/** An idea's full text and requirements, with the same apply action as its card. */
export function IdeaDetailsDialog({ idea, action }: { idea: Idea; action: ReactNode }) {
  const { t, lang, major } = useTranslation();
  return (
    <DetailsDialog
      triggerLabel={t('common.viewDetails')}
      subject={idea.title}
      className="sm:max-w-xl"
      title={idea.title}
      titleClassName="wrap-anywhere"
      description={
        <>
          <Isolated text={t('browse.by', { name: idea.creator.name })} value={idea.creator.name} />{' '}
          · {major(idea.creator.major)} · {formatDate(idea.createdAt, lang)}
        </>
      }
      footer={action}
    >
      <p className="mb-3 text-sm text-slate-600">
        <Badge variant="secondary" dir="ltr">
          {t('browse.teamId', { id: idea.teamId })}
        </Badge>
        {idea.allowCrossMajor && (
          <Badge variant="success" className="ms-2">
            {t('browse.crossMajor')}
          </Badge>
        )}
      </p>
      <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700" dir="auto">
        {idea.description}
      </p>
      <div className="mt-4">
        <IdeaRequirements idea={idea} />
      </div>
    </DetailsDialog>
  );
}
