import { UserIcon } from 'lucide-react';
import { IDEA_DESCRIPTION_PREVIEW } from '@contract/limits.ts';
import { teamLimit } from '@contract/team-size.ts';
import { preview } from '@contract/text.ts';
import { Badge } from '@web/components/ui/badge.tsx';
import { Card } from '@web/components/ui/card.tsx';
import { TeamSize } from '@web/components/team-size.tsx';
import { Isolated } from '@web/components/user-text.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { IdeaDetailsDialog, type IdeaView } from './idea-details-dialog.tsx';
import { IdeaRequirements } from './idea-requirements.tsx';

export function IdeaCard({ idea, action, details, targetMax = null }: IdeaView) {
  const { t, major } = useTranslation();
  return (
    <Card className="flex h-full flex-col p-5" data-testid="idea-card">
      <div className="flex items-start justify-between gap-2">
        <h2 className="min-w-0 text-base font-semibold wrap-anywhere text-slate-900" dir="auto">
          {idea.title}
        </h2>
        <Badge variant="secondary" className="shrink-0" dir="ltr">
          {idea.teamId}
        </Badge>
      </div>
      <p className="mt-1 flex items-center gap-1 text-xs text-muted-foreground">
        <UserIcon className="size-3.5 shrink-0" aria-hidden />
        <span className="min-w-0 wrap-anywhere">
          <Isolated text={t('browse.by', { name: idea.creator.name })} value={idea.creator.name} />{' '}
          · {major(idea.creator.major)}
        </span>
      </p>
      <p className="sr-only">{t('browse.teamId', { id: idea.teamId })}</p>
      <p className="mt-1 text-xs text-muted-foreground">
        <TeamSize count={idea.memberCount} max={teamLimit(idea.maxMembers, targetMax)} />
      </p>
      <p className="mt-3 text-sm wrap-anywhere text-slate-700" dir="auto">
        {preview(idea.description, IDEA_DESCRIPTION_PREVIEW)}
      </p>
      <div className="mt-4 flex-1">
        <IdeaRequirements idea={idea} compact />
      </div>
      <div className="mt-5 grid grid-cols-2 gap-2">
        <IdeaDetailsDialog idea={idea} action={action} details={details} targetMax={targetMax} />
        {action}
      </div>
    </Card>
  );
}
