import type { ReactNode } from 'react';
import type { Idea } from '@contract/ideas.ts';
import { TitledDialog } from '@web/components/titled-dialog.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useIdea } from '../api/get-idea.ts';
import { IdeaDetailsDialog } from './idea-details-dialog.tsx';

/** Loaded on its own when the shared link's idea is not among the cards on screen. */
export function IdeaLinkDialog({
  id,
  action,
  onClose,
  targetMax,
}: {
  id: string;
  action: (idea: Idea) => ReactNode;
  onClose: () => void;
  targetMax: number | null;
}) {
  const { t } = useTranslation();
  const idea = useIdea(id, true);
  const onOpenChange = (open: boolean) => !open && onClose();
  if (idea.data) {
    return (
      <IdeaDetailsDialog
        idea={idea.data}
        action={action(idea.data)}
        targetMax={targetMax}
        details={{ open: true, onOpenChange, withTrigger: false }}
      />
    );
  }
  return (
    <TitledDialog
      onOpenChange={onOpenChange}
      title={idea.isPending ? t('app.loading') : t('ideas.notFound')}
      description={idea.isPending ? '' : t('browse.ideaNotFoundBody')}
      data-testid="idea-link-state"
    />
  );
}
