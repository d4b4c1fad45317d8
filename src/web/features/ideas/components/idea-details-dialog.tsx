import type { ReactNode } from 'react';
import type { Idea } from '@contract/ideas.ts';
import { teamLimit } from '@contract/team-size.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { DetailsDialog } from '@web/components/details-dialog.tsx';
import { TeamSize } from '@web/components/team-size.tsx';
import { Isolated } from '@web/components/user-text.tsx';
import { formatDate } from '@web/lib/format.ts';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { IdeaRequirements } from './idea-requirements.tsx';

interface DetailsState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  withTrigger?: boolean;
}

export interface IdeaView {
  idea: Idea;
  action: ReactNode;
  details?: DetailsState;
  /** The coordinator's saved target maximum, which caps every team (docs/rules/formation.md). */
  targetMax?: number | null;
}

export function IdeaDetailsDialog({ idea, action, details, targetMax = null }: IdeaView) {
  const { t, lang, major } = useTranslation();
  return (
    <DetailsDialog
      {...details}
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
      <p className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <TeamSize count={idea.memberCount} max={teamLimit(idea.maxMembers, targetMax)} />
        <Badge variant="secondary" data-testid="team-id-pill">
          <span>
            <Isolated text={t('browse.teamId', { id: idea.teamId })} value={idea.teamId} ltr />
          </span>
        </Badge>
        {idea.allowCrossMajor && <Badge variant="success">{t('browse.crossMajor')}</Badge>}
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
