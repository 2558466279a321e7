/**
 * The compatibility gate of remote releases (ARCHITECTURE.md "Releases"): can the running shell
 * host a remote built elsewhere? Pure, so the server (activation), the release CLI and the shell
 * (at run time, before mounting) all answer the same way.
 */

/** What one build was made against: the RemoteApp contract and each shared singleton's version. */
export interface BuildFacts {
  contractVersion: string;
  /** package name → installed version ('react' → '19.2.0') */
  shared: Record<string, string>;
}

/** A remote's release: its facts plus the name and version the messages speak of. */
export interface ReleaseFacts extends BuildFacts {
  remote: string;
  version: string;
}

interface Semver {
  major: number;
  minor: number;
  patch: number;
}

const SEMVER = /^v?(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/;

function parseVersion(version: string): Semver | null {
  const match = SEMVER.exec(version.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]) } : null;
}

const compare = (a: Semver, b: Semver) => a.major - b.major || a.minor - b.minor || a.patch - b.patch;

/** 'react/jsx-runtime' → 'react', '@tanstack/react-query' → '@tanstack/react-query', 'jotai/' → 'jotai'. */
export function packageOfShareKey(key: string): string {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? key);
}

/** The shared singletons of an mf-manifest.json (`shared: [{ name, version }]`), one entry per package. */
export function sharedVersionsOf(shared: unknown): Record<string, string> {
  const versions: Record<string, string> = {};
  if (!Array.isArray(shared)) return versions;
  for (const entry of shared as { name?: unknown; version?: unknown }[]) {
    if (typeof entry?.name === 'string' && typeof entry.version === 'string') {
      versions[packageOfShareKey(entry.name)] = entry.version;
    }
  }
  return versions;
}

/**
 * The facts an mf-manifest.json declares: the contract version the build helper writes into
 * `metaData.buildInfo.remoteAppContract`, and the shared singletons. Null when the manifest does
 * not say which contract it implements (not built by this repository's helper).
 */
export function buildFactsOfManifest(manifest: unknown): BuildFacts | null {
  const document = manifest as { metaData?: { buildInfo?: { remoteAppContract?: unknown } }; shared?: unknown } | null;
  const contractVersion = document?.metaData?.buildInfo?.remoteAppContract;
  if (typeof contractVersion !== 'string') return null;
  return { contractVersion, shared: sharedVersionsOf(document?.shared) };
}

/** '19.2' when minors are what differs, '20' when majors do, the whole version otherwise. */
function shortVersions(needed: Semver, provided: Semver): [string, string] {
  if (needed.major !== provided.major) return [`${needed.major}`, `${provided.major}.${provided.minor}`];
  if (needed.minor !== provided.minor) {
    return [`${needed.major}.${needed.minor}`, `${provided.major}.${provided.minor}`];
  }
  const full = (version: Semver) => `${version.major}.${version.minor}.${version.patch}`;
  return [full(needed), full(provided)];
}

/**
 * Why the shell (`host`) cannot host `release`, or null when it can. A contract is compatible
 * within its major. A shared singleton is served by the shell's copy, so the shell's version must
 * satisfy the caret range the remote was built with (same major, or same minor below 1.0, and not
 * older). Packages only one side shares are not compared: that side loads its own copy.
 * Example: "kitchen 2.0.0 needs react 20, the shell provides 19.2".
 */
export function compatibilityProblem(host: BuildFacts, release: ReleaseFacts): string | null {
  const who = `${release.remote} ${release.version}`;
  const problems: string[] = [];

  const hostContract = parseVersion(host.contractVersion);
  const releaseContract = parseVersion(release.contractVersion);
  if (!releaseContract || !hostContract) {
    problems.push(`${who} declares the RemoteApp contract "${release.contractVersion}", which is not a version`);
  } else if (releaseContract.major !== hostContract.major) {
    problems.push(
      `${who} needs the RemoteApp contract ${releaseContract.major}, the shell provides ${hostContract.major}.${hostContract.minor}`,
    );
  }

  for (const [name, builtWith] of Object.entries(release.shared)) {
    const provided = host.shared[name];
    if (provided === undefined) continue;
    const needed = parseVersion(builtWith);
    const hosted = parseVersion(provided);
    if (!needed || !hosted) {
      problems.push(`${who} declares ${name} "${builtWith}", which is not a version`);
      continue;
    }
    const sameLine = needed.major === hosted.major && (needed.major > 0 || needed.minor === hosted.minor);
    if (sameLine && compare(hosted, needed) >= 0) continue;
    const [need, have] = shortVersions(needed, hosted);
    problems.push(`${who} needs ${name} ${need}, the shell provides ${have}`);
  }

  return problems.length > 0 ? problems.join('; ') : null;
}

/**
 * The singletons a remote must share with the shell to run inside it: one React (a second copy
 * breaks every hook), the shell's router (a remote's links and routes live in it) and the session.
 */
export const REQUIRED_SHARED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', '@farmplate/session'] as const;

/** A value read from a fetched document, short and quoted, safe to put in a message. */
const quoted = (value: unknown) => JSON.stringify(String(value).slice(0, 60));

/**
 * Why `manifest` (a parsed mf-manifest.json) cannot be `remote`'s build in the shell, or null when
 * it can: it names that remote, exposes ./App (the RemoteApp the shell mounts), says which
 * RemoteApp contract it implements, and shares the required singletons as singletons.
 */
export function manifestProblem(manifest: unknown, remote: string): string | null {
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) return 'it is not an mf-manifest.json';
  const document = manifest as { name?: unknown; exposes?: unknown; shared?: unknown };
  if (document.name !== remote) return `it is the build of ${quoted(document.name)}, not of ${remote}`;
  const exposes = Array.isArray(document.exposes) ? (document.exposes as { path?: unknown }[]) : [];
  if (!exposes.some((entry) => entry?.path === './App')) return 'it exposes no ./App';
  if (!buildFactsOfManifest(manifest)) return 'it does not declare its RemoteApp contract';
  const shared = Array.isArray(document.shared) ? (document.shared as { name?: unknown; singleton?: unknown }[]) : [];
  const singletons = new Set(
    shared
      .filter((entry) => entry?.singleton === true && typeof entry.name === 'string')
      .map((entry) => packageOfShareKey(entry.name as string)),
  );
  const missing = REQUIRED_SHARED_SINGLETONS.filter((name) => !singletons.has(name));
  if (missing.length > 0) return `it does not share ${missing.join(', ')} as a singleton`;
  return null;
}
