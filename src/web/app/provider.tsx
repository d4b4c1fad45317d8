import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { useTranslation } from '@web/lib/i18n/i18n.ts';
import { authPathFor } from '@web/lib/next-path.ts';
import { PAGES } from '@web/lib/pages.ts';
import { createQueryClient } from '@web/lib/query-client.ts';
import { isSignedInScreenShown, markSessionExpired } from '@web/lib/session-expiry.ts';
import { TOAST_HOTKEY, useToasts } from '@web/lib/toast.ts';
import type { Toaster as ToasterComponent } from '@web/components/ui/toaster.tsx';
import { holdFirstRender, withinHold } from './first-calls.ts';
import { loadable } from './loadable.tsx';

// On /auth Radix Toast loads when the browser is idle, off the first paint (JavaScript budget).
const Toaster = loadable<Parameters<typeof ToasterComponent>[0]>(() =>
  import('@web/components/ui/toaster.tsx').then((m) => ({ default: m.Toaster })),
);
export const preloadToaster = Toaster.preload;

function DeferredToaster() {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [path] = useLocation();
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
      <Toaster
        closeLabel={t('common.close')}
        label={t('toast.region', { hotkey: TOAST_HOTKEY })}
        announceLabel={t('toast.announce')}
        lowOnPhones={path === PAGES.auth}
      />
    </Suspense>
  );
}

export function createAppQueryClient(): QueryClient {
  const client = createQueryClient({
    onUnauthorized: () => {
      const { pathname, search } = window.location;
      if (pathname === PAGES.auth) return;
      // The screen stays, with what was typed (docs/decisions/0080).
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

/** The layout waits for its own calls, so it is drawn once, with the name and unread count. */
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
