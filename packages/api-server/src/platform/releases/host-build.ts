import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildFactsOfManifest, REMOTE_APP_CONTRACT_VERSION, type BuildFacts } from '@farmplate/contracts';

/**
 * What the running shell provides, from its build's mf-manifest.json (written by the same build
 * helper as the remotes'): the RemoteApp contract it hosts and its shared singletons. Read at
 * each activation, so a newly deployed shell is taken into account without a restart. Null when
 * the shell is not built.
 */
export async function readShellBuild(shellDist: string): Promise<BuildFacts | null> {
  try {
    return buildFactsOfManifest(JSON.parse(await readFile(path.join(shellDist, 'mf-manifest.json'), 'utf8')));
  } catch {
    return null;
  }
}

/** The host facts the gate compares with: the shell's build, or the contract alone before a build. */
export async function hostFacts(shellDist: string): Promise<BuildFacts> {
  return (await readShellBuild(shellDist)) ?? { contractVersion: REMOTE_APP_CONTRACT_VERSION, shared: {} };
}
