import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import {
  buildFactsOfManifest,
  compatibilityProblem,
  packageOfShareKey,
  REMOTE_APP_CONTRACT_VERSION,
  type BuildFacts,
} from '@farmplate/contracts';

/** A remote the running shell cannot host: its place shows the fallback screen instead. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
}

interface HostOptions {
  name: string;
  shared?: Record<string, { version: string; from: string }[]>;
}

/** What this shell provides: the contract it was compiled with and the singletons it shares itself. */
export function hostFactsOf(options: HostOptions): BuildFacts {
  const shared: Record<string, string> = {};
  for (const [key, copies] of Object.entries(options.shared ?? {})) {
    const own = copies.find((copy) => copy.from === options.name);
    if (own?.version) shared[packageOfShareKey(key)] = own.version;
  }
  return { contractVersion: REMOTE_APP_CONTRACT_VERSION, shared };
}

/**
 * Why a remote's mf-manifest.json cannot be hosted by this shell, or null. The server's gate
 * refuses to activate such a release; this covers whatever else /remotes.json may name (an
 * environment URL, a CDN folder overwritten by mistake).
 */
export function remoteProblem(remote: string, manifest: unknown, host: BuildFacts): string | null {
  const facts = buildFactsOfManifest(manifest);
  const version = (manifest as { metaData?: { buildInfo?: { buildVersion?: unknown } } } | null)?.metaData?.buildInfo
    ?.buildVersion;
  const label = typeof version === 'string' ? version : 'build';
  if (!facts) return `${remote} ${label} does not declare the RemoteApp contract it implements`;
  return compatibilityProblem(host, { remote, version: label, ...facts });
}

/**
 * Checks each remote's manifest as soon as it is read, before any of its code runs: an
 * incompatible remote fails to load, and its RemoteBoundary shows the fallback instead of mounting it.
 */
export function remoteCompatibilityPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'farmplate-remote-compatibility',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest' || !args.manifestJson) return args;
      const problem = remoteProblem(args.moduleInfo.name, args.manifestJson, hostFactsOf(args.options));
      if (problem) {
        console.error(`Remote ${args.moduleInfo.name} is not mounted: ${problem}`);
        throw new IncompatibleRemoteError(problem);
      }
      return args;
    },
  };
}
