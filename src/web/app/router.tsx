import { lazy, Suspense } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PageSpinner } from '@web/components/page-spinner.tsx';

// Route-level code splitting: /auth never downloads the signed-in screens.
const AuthRoute = lazy(() => import('./routes/auth.tsx'));
const SignedInLayout = lazy(() => import('./layout/signed-in-layout.tsx'));
const DashboardRoute = lazy(() => import('./routes/dashboard.tsx'));
const BrowseIdeasRoute = lazy(() => import('./routes/browse-ideas.tsx'));
const BrowseStudentsRoute = lazy(() => import('./routes/browse-students.tsx'));
const ProfileRoute = lazy(() => import('./routes/profile.tsx'));
const MyTeamRoute = lazy(() => import('./routes/my-team.tsx'));
const AdminRoute = lazy(() => import('./routes/admin.tsx'));
const NotFoundRoute = lazy(() => import('./routes/not-found.tsx'));

/** Signed-in screens: the layout loads the profile first. */
const signedInRoutes = [
  ['/dashboard', DashboardRoute],
  ['/browse-ideas', BrowseIdeasRoute],
  ['/browse-students', BrowseStudentsRoute],
  ['/profile', ProfileRoute],
  ['/my-team', MyTeamRoute],
  ['/admin', AdminRoute],
] as const;

export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/auth" component={AuthRoute} />
        <Route path="/">
          <Redirect to="/dashboard" replace />
        </Route>
        {signedInRoutes.map(([path, Page]) => (
          <Route key={path} path={path}>
            <SignedInLayout>
              <Suspense fallback={<PageSpinner />}>
                <Page />
              </Suspense>
            </SignedInLayout>
          </Route>
        ))}
        <Route component={NotFoundRoute} />
      </Switch>
    </Suspense>
  );
}
