import { lazy, Suspense } from 'react';
import type { IdeaFormDialogProps } from './idea-form-dialog.tsx';

// The create/edit dialog (react-hook-form, the resolver, the checklist) is loaded when it is
// first opened, which keeps it out of the dashboard's first render (JavaScript budget).
const IdeaFormDialog = lazy(() =>
  import('./idea-form-dialog.tsx').then((m) => ({ default: m.IdeaFormDialog })),
);

/** Renders the idea dialog only while open; `idea` makes it the edit dialog. */
export function LazyIdeaFormDialog(props: IdeaFormDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <IdeaFormDialog {...props} />
    </Suspense>
  );
}
