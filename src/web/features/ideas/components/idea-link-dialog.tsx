import type { ReactNode } from 'react';
import type { Idea } from '@contract/ideas.ts';
import { TitledDialog } from '@web/components/titled-dialog.tsx';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { useIdea } from '../api/get-idea.ts';
import { IdeaDetailsDialog } from './idea-details-dialog.tsx';

/**
 * The details of the idea a shared link names when it is not among the cards on screen: loaded
 * on its own; one the viewer may not see (or that is gone) shows the not-found state.
 */
export function IdeaLinkDialog({
  id,
  action,
  onClose,
}: {
  id: string;
  action: (idea: Idea) => ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const idea = useIdea(id, true);
  const onOpenChange = (open: boolean) => !open && onClose();
  if (idea.data) {
    return (
      <IdeaDetailsDialog
        idea={idea.data}
        action={action(idea.data)}
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
