import { lazy, Suspense, useLayoutEffect, useState, type ReactNode } from 'react';
import * as Direction from 'radix-ui/direction';
import { Redirect, useLocation, useSearch } from 'wouter';
import { PageSpinner } from '@web/components/page-spinner.tsx';
import { TooltipProvider } from '@web/components/ui/tooltip.tsx';
import { useProfile } from '@web/features/profile/api/get-profile.ts';
import { useLanguageFollowsProfile } from '@web/features/profile/api/save-language.ts';
import { TutorialDialog } from '@web/features/tutorial/components/tutorial-dialog.tsx';
import { setReaderGender, useTranslation } from '@web/lib/i18n/i18n.ts';
import { useLiveUpdates } from '@web/lib/live-updates.ts';
import { authPathFor } from '@web/lib/next-path.ts';
import { useSessionExpired } from '@web/lib/session-expiry.ts';
import { NavBar } from './nav-bar.tsx';

// Only needed once a session has ended under the screen.
const ReauthDialog = lazy(() => import('./reauth-dialog.tsx'));

/**
 * Every signed-in route loads the profile first; when that fails or returns nothing the visitor
 * goes to /auth, which comes back to this page after signing in. Once it has loaded, the tab
 * follows the user's changes (lib/live-updates.ts), and a session that ends under it is renewed
 * in a dialog over the page (./reauth-dialog.tsx).
 */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const { dir, t, lang } = useTranslation();
  const [tutorialOpen, setTutorialOpen] = useState(false);
  useLanguageFollowsProfile(profile.data ?? undefined, lang);
  useLiveUpdates(Boolean(profile.data));
  const sessionExpired = useSessionExpired(Boolean(profile.data));
  const [location] = useLocation();
  const search = useSearch();
  // Arabic addresses the reader in their gender; set before the first paint of the screen.
  const gender = profile.data?.gender;
  useLayoutEffect(() => setReaderGender(gender), [gender]);

  if (profile.isPending) return <PageSpinner />;
  // A profile that loaded once keeps the screen when a reload of it fails (an ended session is
  // asked for again below).
  if (!profile.data) {
    return <Redirect to={authPathFor(location + (search ? `?${search}` : ''))} replace />;
  }

  return (
    // Every Radix primitive (Select, Tabs, menus) is under this layout and reads the reading
    // direction from here; /auth uses none, so neither provider is in its JavaScript.
    <Direction.Provider dir={dir}>
      <TooltipProvider delayDuration={200}>
        <div className="min-h-dvh">
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-3 focus:shadow-lg"
          >
            {t('nav.skipToContent')}
          </a>
          <NavBar user={profile.data} onOpenTutorial={() => setTutorialOpen(true)} />
          {/* On a phone the bottom tab bar covers the last 56 px; the padding keeps it clear. */}
          <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 pt-6 pb-24 sm:py-8">
            {children}
          </main>
          <TutorialDialog open={tutorialOpen} onOpenChange={setTutorialOpen} />
          {sessionExpired && (
            <Suspense fallback={null}>
              <ReauthDialog user={profile.data} />
            </Suspense>
          )}
        </div>
      </TooltipProvider>
    </Direction.Provider>
  );
}
