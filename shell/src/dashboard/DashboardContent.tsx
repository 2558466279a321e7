import { isPortalRole, type Role } from '@farmplate/contracts';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteRoutes } from '../remotes/RemoteRoutes';
import { AccessDenied } from '../unauthorized/AccessDenied';

/**
 * The screens of the role's portal remote (its '' index is the role's dashboard). A role without a
 * portal only gets here for the index, which is 'Access Denied' (spec §2: the guards already sent
 * it away from every other screen).
 */
export function DashboardContent({ role }: { role: Role }) {
  if (!isPortalRole(role)) return <AccessDenied />;
  return (
    <RemoteBoundary>
      <RemoteRoutes name={role} />
    </RemoteBoundary>
  );
}
