import type { RemoteApp } from '@farmplate/contracts';

export type RemoteName = RemoteApp['name'];
export type RemoteLoader = (name: RemoteName) => Promise<RemoteApp>;

/** A promise as React's `use` reads it: settled ones say how (React sets these itself otherwise). */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

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
        const settling: TrackedPromise<RemoteApp> = load(name);
        // React's `use` returns a settled promise's value at once when it says so (`status`), instead
        // of suspending for a tick: a prerendered page loads its remote first, then hydrates in one go.
        settling.then(
          (app) => {
            settling.status = 'fulfilled';
            settling.value = app;
          },
          (reason: unknown) => {
            settling.status = 'rejected';
            settling.reason = reason;
          },
        );
        promise = settling;
        loading.set(name, promise);
      }
      return promise;
    },
  };
}
