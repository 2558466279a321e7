import { isPortalRole, type PortalRole, type Role } from '@farmplate/contracts';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { useRemoteApp } from '../remotes/RemoteRegistryContext';
import { defaultSidebarItems } from './sidebarItems';
import { SidebarNav } from './SidebarNav';

function PortalSidebarNav({ role }: { role: PortalRole }) {
  const portal = useRemoteApp(role);
  return <SidebarNav items={portal.sidebar ?? defaultSidebarItems(role)} />;
}

/** The portal's own sidebar items; the role's default items while it loads or when it is down. */
export function DashboardSidebar({ role }: { role: Role }) {
  const defaults = <SidebarNav items={defaultSidebarItems(role)} />;
  if (!isPortalRole(role)) return defaults;
  return (
    <RemoteBoundary loading={defaults} fallback={defaults}>
      <PortalSidebarNav role={role} />
    </RemoteBoundary>
  );
}
