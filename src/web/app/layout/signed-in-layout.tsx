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
import { parseCoursePage } from '@web/lib/pages.ts';
import { useSessionExpired } from '@web/lib/session-expiry.ts';
import { StudentCourseGate } from '../routes/course-not-found.tsx';
import { NavBar } from './nav-bar.tsx';

// Only needed once a session has ended under the screen.
const ReauthDialog = lazy(() => import('./reauth-dialog.tsx'));

/** An ended session is renewed in a dialog over the page (./reauth-dialog.tsx). */
export default function SignedInLayout({ children }: { children: ReactNode }) {
  const profile = useProfile();
  const { dir, t, lang } = useTranslation();
  const [tutorialOpen, setTutorialOpen] = useState(false);
  useLanguageFollowsProfile(profile.data ?? undefined, lang);
  useLiveUpdates(Boolean(profile.data));
  const sessionExpired = useSessionExpired(Boolean(profile.data));
  const [location] = useLocation();
  const search = useSearch();
  const courseId = parseCoursePage(location)?.courseId;
  // Arabic addresses the reader in their gender; set before the first paint of the screen.
  const gender = profile.data?.gender;
  useLayoutEffect(() => setReaderGender(gender), [gender]);

  if (profile.isPending) return <PageSpinner />;
  // A profile that loaded once keeps the screen when a reload of it fails.
  if (!profile.data) {
    return <Redirect to={authPathFor(location + (search ? `?${search}` : ''))} replace />;
  }

  return (
    // Radix primitives read the direction from here; /auth uses none, so it ships no provider.
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
            {courseId ? (
              <StudentCourseGate courseId={courseId}>{children}</StudentCourseGate>
            ) : (
              children
            )}
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
