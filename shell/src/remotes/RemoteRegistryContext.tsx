import { createContext, use } from 'react';
import type { RemoteApp } from '@farmplate/contracts';
import type { RemoteName, RemoteRegistry } from './remoteRegistry';

const missingRegistry: RemoteRegistry = {
  get: () => Promise.reject(new Error('No RemoteRegistryProvider above this component')),
};

/** Where remotes come from: federation in the app (src/remotes/federation.ts), fakes in tests. */
export const RemoteRegistryContext = createContext<RemoteRegistry>(missingRegistry);

/** The remote's `./App`; suspends while it loads, throws (to the nearest RemoteBoundary) if it cannot. */
export function useRemoteApp(name: RemoteName): RemoteApp {
  return use(use(RemoteRegistryContext).get(name));
}
