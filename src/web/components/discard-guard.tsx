import { useCallback, useEffect, useRef, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
} from './ui/alert-dialog.tsx';

// Unsaved edits ask before they are dropped (docs/ui.md).

// A child form reports through `reportDirty` from a layout effect, so a Back right after a
// keystroke is asked about before the parent re-renders.
export function useDiscardGuard(isDirty = false) {
  const { t } = useTranslation();
  const [leave, setLeave] = useState<(() => void) | null>(null);
  const reported = useRef(false);
  const reportDirty = useCallback((dirty: boolean) => {
    reported.current = dirty;
  }, []);
  const ask = (then: () => void) => (isDirty || reported.current ? setLeave(() => then) : then());
  const dialog = (
    <AlertDialog open={leave !== null} onOpenChange={(open) => !open && setLeave(null)}>
      <AlertDialogContent>
        <AlertDialogTitle>{t('discard.title')}</AlertDialogTitle>
        <AlertDialogDescription>{t('discard.body')}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>{t('discard.keep')}</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              setLeave(null);
              leave?.();
            }}
          >
            {t('discard.confirm')}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
  return { ask, dialog, reportDirty };
}

export function useLeavePageGuard(isDirty: boolean, ask: (leave: () => void) => void) {
  const askRef = useRef(ask);
  useEffect(() => {
    askRef.current = ask;
  });
  useEffect(() => {
    if (!isDirty) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const to = new URL(link.href);
      if (to.origin !== location.origin || to.pathname === location.pathname) return;
      event.preventDefault();
      event.stopPropagation();
      askRef.current(() => navigate(to.pathname + to.search));
    };
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [isDirty]);
}

/** A phone's Back closes an open sheet (which may ask first) instead of leaving the page. */
export function useBackClosesSheet(open: boolean, requestClose: () => void) {
  const closeRef = useRef(requestClose);
  useEffect(() => {
    closeRef.current = requestClose;
  });
  useEffect(() => {
    if (!open) return;
    const mark = { ...(window.history.state as object), sheetGuard: true };
    window.history.pushState(mark, '');
    const onBack = () => {
      // Back came: the entry is put back while the sheet stays, and the sheet asks to close.
      window.history.pushState(mark, '');
      closeRef.current();
    };
    window.addEventListener('popstate', onBack);
    return () => {
      window.removeEventListener('popstate', onBack);
      if ((window.history.state as { sheetGuard?: boolean } | null)?.sheetGuard) {
        window.history.back();
      }
    };
  }, [open]);
}
