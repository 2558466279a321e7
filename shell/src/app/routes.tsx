import { Outlet, useMatches, type RouteObject } from 'react-router-dom';
import { ForgotPasswordPage, LoginPage, RegisterPage, SessionKeeper } from '../auth';
import { DashboardLayout } from '../dashboard/DashboardLayout';
import { RequireScreenAccess } from '../guards/RequireScreenAccess';
import { RequireUser } from '../guards/RequireUser';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { UnauthorizedPage } from '../unauthorized/UnauthorizedPage';
import { titleOf, useDocumentTitle } from './documentTitle';
import { ScrollToTop } from './ScrollToTop';

function ShellRoot() {
  // The shell's own pages; the dashboard and the public site name themselves from their remotes' routes.
  useDocumentTitle(titleOf(useMatches()));
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
    // A crash of the shell itself still ends on the spec's fallback screen.
    errorElement: <RemoteFallback />,
    children: [
      { path: 'login', element: <LoginPage />, handle: { title: 'Login' } },
      { path: 'register', element: <RegisterPage />, handle: { title: 'Sign Up' } },
      { path: 'forgot-password', element: <ForgotPasswordPage />, handle: { title: 'Forgot Password' } },
      { path: 'unauthorized', element: <UnauthorizedPage />, handle: { title: 'Access Denied' } },
      {
        path: 'dashboard/*',
        element: (
          <RequireUser>
            <RequireScreenAccess>
              <DashboardLayout />
            </RequireScreenAccess>
          </RequireUser>
        ),
      },
      { path: 'us/*', element: marketing },
      { path: 'ng/*', element: marketing },
      { path: '*', element: marketing },
    ],
  },
];
