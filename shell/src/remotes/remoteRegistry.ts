import type { RemoteApp } from '@farmplate/contracts';

export type RemoteName = RemoteApp['name'];
export type RemoteLoader = (name: RemoteName) => Promise<RemoteApp>;

export interface RemoteRegistry {
  /** The same promise for every call with the same name, so React's `use` can suspend on it. */
  get(name: RemoteName): Promise<RemoteApp>;
}

/**
 * Remembers each remote's loading promise, failures included: React renders a suspended component
 * again after a rejection, and a fresh attempt each time would never settle. A remote that could
 * not be loaded stays on the fallback screen until the page is refreshed, as that screen says.
 */
export function createRemoteRegistry(load: RemoteLoader): RemoteRegistry {
  const loading = new Map<RemoteName, Promise<RemoteApp>>();
  return {
    get(name) {
      let promise = loading.get(name);
      if (!promise) {
        promise = load(name);
        loading.set(name, promise);
      }
      return promise;
    },
  };
}
