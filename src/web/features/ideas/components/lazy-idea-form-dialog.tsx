import { lazy, Suspense } from 'react';
import type { IdeaFormDialogProps } from './idea-form-dialog.tsx';

// Loaded at first opening, keeping it out of the dashboard's first render (JavaScript budget).
const IdeaFormDialog = lazy(() =>
  import('./idea-form-dialog.tsx').then((m) => ({ default: m.IdeaFormDialog })),
);

export function LazyIdeaFormDialog(props: IdeaFormDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <IdeaFormDialog {...props} />
    </Suspense>
  );
}
