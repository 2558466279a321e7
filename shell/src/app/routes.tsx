import { Outlet, type RouteObject } from 'react-router-dom';
import { ForgotPasswordPage, LoginPage, RegisterPage, SessionKeeper } from '../auth';
import { DashboardLayout } from '../dashboard/DashboardLayout';
import { RequireScreenAccess } from '../guards/RequireScreenAccess';
import { RequireUser } from '../guards/RequireUser';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteFallback } from '../remotes/RemoteFallback';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { UnauthorizedPage } from '../unauthorized/UnauthorizedPage';
import { ScrollToTop } from './ScrollToTop';

function ShellRoot() {
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
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'unauthorized', element: <UnauthorizedPage /> },
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
