import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { authPathFor } from '@web/lib/next-path.ts';
import { PAGES } from '@web/lib/pages.ts';
import { createQueryClient } from '@web/lib/query-client.ts';
import { isSignedInScreenShown, markSessionExpired } from '@web/lib/session-expiry.ts';
import { useToasts } from '@web/lib/toast.ts';
import type { Toaster as ToasterComponent } from '@web/components/ui/toaster.tsx';
import { holdFirstRender, withinHold } from './first-calls.ts';
import { loadable } from './loadable.tsx';

// On /auth the toaster (Radix Toast) is off the first paint's critical path: it loads when the
// browser is idle, or at once when a toast is shown before that (JavaScript budget). A signed-in
// screen loads it before its first render (router.tsx, preloadScreen).
const Toaster = loadable<Parameters<typeof ToasterComponent>[0]>(() =>
  import('@web/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })),
);
export const preloadToaster = Toaster.preload;

function DeferredToaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [idle, setIdle] = useState(Toaster.isLoaded);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 500);
    return () => clearTimeout(id);
  }, []);
  if (!idle && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster closeLabel={t('common.close')} label={t('toast.region')} />
    </Suspense>
  );
}

/** The app's query client: a call answered 401 asks the user to sign in again. */
export function createAppQueryClient(): QueryClient {
  const client = createQueryClient({
    onUnauthorized: () => {
      const { pathname, search } = window.location;
      if (pathname === PAGES.auth) return;
      // A screen that has loaded stays, with what was typed in it: the signed-in layout asks
      // for the password over it (docs/decisions/0081-sign-in-again-over-the-page.md).
      if (isSignedInScreenShown()) {
        markSessionExpired();
        return;
      }
      client.clear();
      navigate(authPathFor(pathname + search), { replace: true });
    },
  });
  return client;
}

/**
 * A signed-in dashboard's page preloads its first calls (the server saw a session cookie):
 * they start now, beside the screen's chunks (routes/dashboard-data.ts). The first render waits
 * for the layout's own calls (the returned promise), so the layout is drawn once, with the
 * user's name and unread count; the dashboard's first render waits for the rest (first-calls.ts).
 * Never fails: a call that failed is its hook's to show.
 */
export function startScreenCalls(client: QueryClient): Promise<unknown> {
  if (window.location.pathname !== PAGES.dashboard) return Promise.resolve();
  if (!document.querySelector('link[rel="preload"][as="fetch"]')) return Promise.resolve();
  const calls = import('./routes/dashboard-data.ts').then((m) => m.prefetchDashboard(client));
  holdFirstRender(calls.then((c) => c.screen));
  return withinHold(calls.then((c) => c.layout)).catch(() => undefined);
}

export function AppProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
