import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { isPortalRole, type Role } from '@farmplate/contracts';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteRoutes, TitledRoutes } from '../remotes/RemoteRoutes';
import { AccessDenied } from '../unauthorized/AccessDenied';
import { DashboardNotFound } from './DashboardNotFound';

const AccountProfileScreen = lazy(
  () => import(/* webpackChunkName: "account-profile" */ '../profile/AccountProfileScreen'),
);

const notFound = <DashboardNotFound />;

/** The dashboard of a role without a portal remote: Access Denied on the index, and its profile (spec §2). */
const accountRoutes: RouteObject[] = [
  { index: true, element: <AccessDenied />, handle: { title: 'Dashboard' } },
  { path: 'profile', element: <AccountProfileScreen />, handle: { title: 'Profile' } },
  { path: '*', element: notFound, handle: { title: 'Page not found' } },
];

/**
 * The screens of the role's portal remote (its '' index is the role's dashboard), or the shell's
 * own screens of a role without a portal. An address no screen answers is the not-found page,
 * inside the dashboard layout.
 */
export function DashboardContent({ role }: { role: Role }) {
  return (
    <RemoteBoundary>
      {isPortalRole(role) ? <RemoteRoutes name={role} notFound={notFound} /> : <TitledRoutes routes={accountRoutes} />}
    </RemoteBoundary>
  );
}
