import { useMemo, type ReactNode } from 'react';
import { matchRoutes, useParams, useRoutes, type RouteObject } from 'react-router-dom';
import { titleOf, useDocumentTitle } from '../app/documentTitle';
import type { RemoteName } from './remoteRegistry';
import { useRemoteApp } from './RemoteRegistryContext';

/**
 * Routes mounted under a splat route of the shell ('dashboard/*', 'us/*', '*'), naming the
 * document after the matched route's `handle.title`.
 */
export function TitledRoutes({ routes }: { routes: RouteObject[] }) {
  const rest = useParams()['*'] ?? '';
  const element = useRoutes(routes);
  useDocumentTitle(titleOf(matchRoutes(routes, `/${rest}`)));
  return element;
}

/**
 * Mounts a remote's routes (relative to the route that renders this) inside its optional Layout.
 * `notFound` answers the paths the remote has no route for (the dashboard's not-found page).
 */
export function RemoteRoutes({ name, notFound }: { name: RemoteName; notFound?: ReactNode }) {
  const app = useRemoteApp(name);
  const routes = useMemo(
    () =>
      notFound ? [...app.routes, { path: '*', element: notFound, handle: { title: 'Page not found' } }] : app.routes,
    [app.routes, notFound],
  );
  const Layout = app.Layout;
  return Layout ? (
    <Layout>
      <TitledRoutes routes={routes} />
    </Layout>
  ) : (
    <TitledRoutes routes={routes} />
  );
}
