import { lazy, Suspense, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import styled from 'styled-components';
import { Spinner } from '@farmplate/design-system/core';
import { ForgotPasswordPage, LoginPage, RegisterPage, SessionKeeper } from '../auth';
import { RequireUser } from '../guards/RequireUser';
import { ErrorBoundary, RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { titleOf, useDocumentTitle } from './documentTitle';
import { ScrollToTop } from './ScrollToTop';

// The dashboard (with its access guard and the profile behind it) and the access-denied page load
// in their own chunks: the public site's and the login page's first load never download them
// (first-load budget, e2e/first-load-budget.spec.ts). The sign-in screens are lazy in ../auth too.
const GuardedDashboard = lazy(() =>
  import('../dashboard/GuardedDashboard').then((module) => ({ default: module.GuardedDashboard })),
);
const UnauthorizedPage = lazy(() =>
  import('../unauthorized/UnauthorizedPage').then((module) => ({ default: module.UnauthorizedPage })),
);

const Loading = styled.div`
  display: grid;
  place-items: center;
  min-height: 100vh;
`;

function LazyScreen({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Loading>
          <Spinner size="lg" label="Loading" />
        </Loading>
      }
    >
      {children}
    </Suspense>
  );
}

function ShellRoot() {
  // The shell's own pages; the dashboard and the public site name themselves from their remotes' routes.
  useDocumentTitle(titleOf(matchRoutes(shellRoutes, useLocation())));
  return (
    <>
      <ScrollToTop />
      <SessionKeeper />
      <Outlet />
    </>
  );
}

const marketing = (
  <RemoteBoundary>
    <RemoteRoutes name="marketing" />
  </RemoteBoundary>
);

/**
 * Every route of spec §2. The public site comes from the marketing remote (under /, /us and /ng);
 * /dashboard/* is guarded and shows the portal remote of the signed-in user's role.
 */
export const shellRoutes: RouteObject[] = [
  {
    element: <ShellRoot />,
    children: [
      { path: 'login', element: <LoginPage />, handle: { title: 'Login' } },
      { path: 'register', element: <RegisterPage />, handle: { title: 'Sign Up' } },
      { path: 'forgot-password', element: <ForgotPasswordPage />, handle: { title: 'Forgot Password' } },
      {
        path: 'unauthorized',
        element: (
          <LazyScreen>
            <UnauthorizedPage />
          </LazyScreen>
        ),
        handle: { title: 'Access Denied' },
      },
      {
        path: 'dashboard/*',
        element: (
          <RequireUser>
            <LazyScreen>
              <GuardedDashboard />
            </LazyScreen>
          </RequireUser>
        ),
      },
      { path: 'us/*', element: marketing },
      { path: 'ng/*', element: marketing },
      { path: '*', element: marketing },
    ],
  },
];

/**
 * The shell's routes as the app renders them, inside any router: the browser's (a plain router, not
 * a data router, whose code would weigh 12 KiB more in every first load; the routes use no loader
 * or action) or the prerender's. A crash of the shell itself still ends on the spec's fallback screen.
 */
export function ShellRoutes() {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={<RemoteFallback />}>
      {useRoutes(shellRoutes)}
    </ErrorBoundary>
  );
}
