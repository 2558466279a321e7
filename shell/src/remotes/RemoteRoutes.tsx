import { useRoutes } from 'react-router-dom';
import type { RemoteName } from './remoteRegistry';
import { useRemoteApp } from './RemoteRegistryContext';

/** Mounts a remote's routes (relative to the route that renders this) inside its optional Layout. */
export function RemoteRoutes({ name }: { name: RemoteName }) {
  const app = useRemoteApp(name);
  const routes = useRoutes(app.routes);
  const Layout = app.Layout;
  return Layout ? <Layout>{routes}</Layout> : routes;
}
