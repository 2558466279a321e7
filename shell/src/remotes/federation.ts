// The one place the shell talks to Module Federation: where remotes are (/remotes.json), how
// failures are retried and replaced, and how each remote's ./App is loaded.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteApp } from '@farmplate/contracts';
import { createRemoteRegistry, type RemoteName } from './remoteRegistry';
import { remoteFallbackPlugin } from './remoteFallbackPlugin';
import { remoteCompatibilityPlugin } from './remoteCompatibilityPlugin';

registerPlugins([
  // Manifests: 2 retries a second apart; entries and chunks: 2 retries half a second apart.
  RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 500 } }),
  remoteFallbackPlugin(),
  // a remote built for another contract or React is shown as the fallback, never mounted
  remoteCompatibilityPlugin(),
]);

/** `{ "<name>": "<manifest URL>" }`, written by the server from its configuration. */
export type RemotesJson = Partial<Record<RemoteName, string>>;

let registration: Promise<void> | undefined;

function registerFromRemotesJson(): Promise<void> {
  registration ??= fetch('/remotes.json', { headers: { Accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`/remotes.json answered HTTP ${response.status}`);
      return response.json() as Promise<RemotesJson>;
    })
    .then((remotes) => registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry }))))
    .catch((error: unknown) => {
      registration = undefined; // try again on the next load
      throw error;
    });
  return registration;
}

async function loadFederatedRemote(name: RemoteName): Promise<RemoteApp> {
  await registerFromRemotesJson();
  const remote = await loadRemote<{ default: RemoteApp }>(`${name}/App`);
  if (!remote) throw new Error(`Remote ${name} has no ./App`);
  return remote.default;
}

export const federatedRemotes = createRemoteRegistry(loadFederatedRemote);
