import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '@web/components/page-spinner.tsx';
import { loadConsoleWords } from '@web/lib/i18n/i18n.ts';
import {
  COURSE_CONSOLE,
  COURSE_PAGES,
  coursePagePattern,
  PAGES,
  parseCoursePage,
  SIGNED_IN_PAGES,
  type SignedInPage,
} from '@web/lib/pages.ts';
import { loadable as screen } from './loadable.tsx';
import { preloadToaster } from './provider.tsx';

// /auth never downloads the signed-in screens; a preloaded screen draws without the spinner.

const AuthRoute = screen(() => import('./routes/auth.tsx'));
const SignedInLayout = screen(() => import('./layout/signed-in-layout.tsx'));
const DashboardRoute = screen(() => import('./routes/dashboard.tsx'));
const BrowseIdeasRoute = screen(() => import('./routes/browse-ideas.tsx'));
const BrowseStudentsRoute = screen(() => import('./routes/browse-students.tsx'));
const ProfileRoute = screen(() => import('./routes/profile.tsx'));
const MyTeamRoute = screen(() => import('./routes/my-team.tsx'));
// The console's screens bring their English words with them.
const withConsoleWords = <M,>(load: Promise<M>) =>
  Promise.all([load, loadConsoleWords()]).then(([module]) => module);
const AdminRoute = screen(() => withConsoleWords(import('./routes/admin.tsx')));
const CourseConsoleRoute = screen(() => withConsoleWords(import('./routes/course-console.tsx')));
const NotFoundRoute = screen(() => import('./routes/not-found.tsx'));

const signedInScreens: Record<SignedInPage, typeof DashboardRoute> = {
  [PAGES.dashboard]: DashboardRoute,
  [PAGES.browseIdeas]: BrowseIdeasRoute,
  [PAGES.browseStudents]: BrowseStudentsRoute,
  [PAGES.myTeam]: MyTeamRoute,
  [PAGES.profile]: ProfileRoute,
  [PAGES.admin]: AdminRoute,
};

/** Preloaded so the first render draws the screen, not a spinner; a failed module fails later. */
export function preloadScreen(pathname: string): Promise<unknown> {
  const signedIn =
    SIGNED_IN_PAGES.find((path) => path === pathname) ?? parseCoursePage(pathname)?.page;
  const screens =
    pathname === PAGES.auth
      ? [AuthRoute]
      : signedIn
        ? [SignedInLayout, signedInScreens[signedIn]]
        : [];
  const toaster = signedIn ? [preloadToaster()] : [];
  return Promise.all([...screens.map((s) => s.preload()), ...toaster]).catch(() => undefined);
}

export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path={PAGES.auth} component={AuthRoute} />
        <Route path="/">
          <Redirect to={PAGES.dashboard} replace />
        </Route>
        {SIGNED_IN_PAGES.map((path) => {
          const Page = signedInScreens[path];
          return (
            <Route key={path} path={path}>
              <SignedInLayout>
                <Suspense fallback={<PageSpinner />}>
                  <Page />
                </Suspense>
              </SignedInLayout>
            </Route>
          );
        })}
        {COURSE_PAGES.map((page) => {
          const Page = signedInScreens[page];
          return (
            <Route key={`course${page}`} path={coursePagePattern(page)}>
              {({ courseId }: { courseId: string }) => (
                <SignedInLayout>
                  {/* Another course starts the screen afresh: no list or filter of one shows in the next. */}
                  <Suspense key={courseId} fallback={<PageSpinner />}>
                    <Page />
                  </Suspense>
                </SignedInLayout>
              )}
            </Route>
          );
        })}
        <Route path={COURSE_CONSOLE}>
          <SignedInLayout>
            <Suspense fallback={<PageSpinner />}>
              <CourseConsoleRoute />
            </Suspense>
          </SignedInLayout>
        </Route>
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
