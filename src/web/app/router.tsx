import { Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '@web/components/page-spinner.tsx';
import { PAGES, SIGNED_IN_PAGES, type SignedInPage } from '@web/lib/pages.ts';
import { loadable as screen } from './loadable.tsx';
import { preloadToaster } from './provider.tsx';

// Route-level code splitting: /auth never downloads the signed-in screens. A screen loaded
// before the first render (preloadScreen) draws at once, without the spinner (./loadable.tsx).

const AuthRoute = screen(() => import('./routes/auth.tsx'));
const SignedInLayout = screen(() => import('./layout/signed-in-layout.tsx'));
const DashboardRoute = screen(() => import('./routes/dashboard.tsx'));
const BrowseIdeasRoute = screen(() => import('./routes/browse-ideas.tsx'));
const BrowseStudentsRoute = screen(() => import('./routes/browse-students.tsx'));
const ProfileRoute = screen(() => import('./routes/profile.tsx'));
const MyTeamRoute = screen(() => import('./routes/my-team.tsx'));
const AdminRoute = screen(() => import('./routes/admin.tsx'));
const NotFoundRoute = screen(() => import('./routes/not-found.tsx'));

/** Signed-in screens: the layout loads the profile first. */
const signedInScreens: Record<SignedInPage, typeof DashboardRoute> = {
  [PAGES.dashboard]: DashboardRoute,
  [PAGES.browseIdeas]: BrowseIdeasRoute,
  [PAGES.browseStudents]: BrowseStudentsRoute,
  [PAGES.myTeam]: MyTeamRoute,
  [PAGES.profile]: ProfileRoute,
  [PAGES.admin]: AdminRoute,
};

/**
 * Loads the screen of the page's first path (its chunks are preloaded by the page,
 * src/server/lib/route-pages.ts), so the first render draws it and not a spinner; a signed-in
 * screen's toaster too, which its chunks nearly hold already, so the notification area is there
 * with the screen. Never fails: a module that does not load fails where it renders, as before.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const signedIn = SIGNED_IN_PAGES.find((path) => path === pathname);
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
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
