import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteApp } from '@farmplate/contracts';
import type { RemoteName } from './remoteRegistry';
import { RemoteFallback } from './RemoteFallback';

/** Stands in for a remote that cannot be loaded: every path shows the spec's fallback screen. */
export const fallbackRemoteApp = (name: RemoteName): RemoteApp => ({
  name,
  routes: [{ path: '*', element: <RemoteFallback /> }],
});

/**
 * When a remote's manifest, entry or exposed chunk cannot be loaded (after the retries), answer
 * `loadRemote` with the fallback app instead of an error. Only the `onLoad` lifecycle is handled:
 * what a handler returns at `afterResolve` would be taken for the manifest itself.
 */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'farmplate-remote-fallback',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`Remote module ${id} could not be loaded`, error);
      const name = id.split('/')[0] as RemoteName;
      return { default: fallbackRemoteApp(name) };
    },
  };
}
