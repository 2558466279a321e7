// `pnpm release <remote>`, `pnpm release:activate <remote> <version>`, `pnpm release:rollback <remote>`
// (and release:canary, release:promote, release:list): a portal team's deployment, step by step in
// the README ("Deploying one remote"). Builds go to an immutable folder; the registry is the
// server's, reached through its admin API, so the running server switches without a restart.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildFactsOfManifest,
  manifestProblem,
  RELEASABLE_REMOTES,
  RELEASE_COMMIT_PATTERN,
  RELEASE_MESSAGES,
  RELEASE_VERSION_PATTERN,
  type BuildFacts,
  type RegisterReleaseBody,
  type ReleasableRemote,
  type ReleaseRecord,
} from '@farmplate/contracts';
import { loadConfig } from '../src/config/config';
import { PACKAGE_ROOT } from '../src/config/package-root';
import { allowedManifestUrl, manifestOriginsOf } from '../src/platform/releases/manifest-url';

const REPO_ROOT = path.resolve(PACKAGE_ROOT, '../..');

class UsageError extends Error {}

function remoteArg(value: string | undefined): ReleasableRemote {
  if (!RELEASABLE_REMOTES.includes(value as ReleasableRemote)) {
    throw new UsageError(`Name a remote: ${RELEASABLE_REMOTES.join(', ')} (got "${value ?? ''}")`);
  }
  return value as ReleasableRemote;
}

/** The commit the build comes from; a build of uncommitted changes says so and when it was made. */
function currentCommit(builtAt: Date): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--short=12', 'HEAD');
  const dirty = git('status', '--porcelain').length > 0;
  return dirty ? `${commit}-dirty.${builtAt.toISOString().replace(/\D/g, '').slice(0, 14)}` : commit;
}

/** The server's admin API, as the admin of FARMPLATE_ADMIN_TOKEN or FARMPLATE_ADMIN_EMAIL/PASSWORD. */
async function adminApi() {
  const config = loadConfig();
  const origin = (process.env.FARMPLATE_URL ?? `http://127.0.0.1:${config.port}`).replace(/\/$/, '');
  let token = process.env.FARMPLATE_ADMIN_TOKEN;
  if (!token) {
    const email = process.env.FARMPLATE_ADMIN_EMAIL;
    const password = process.env.FARMPLATE_ADMIN_PASSWORD;
    if (!email || !password) {
      throw new UsageError('Set FARMPLATE_ADMIN_TOKEN, or FARMPLATE_ADMIN_EMAIL and FARMPLATE_ADMIN_PASSWORD.');
    }
    const login = await fetch(`${origin}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!login.ok) throw new UsageError(`Login as ${email} at ${origin} failed: HTTP ${login.status}`);
    token = ((await login.json()) as { token: string }).token;
  }
  return async function call<T>(method: 'GET' | 'POST', url: string, body?: object): Promise<T> {
    const response = await fetch(`${origin}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    const answer = (await response.json()) as T & { message?: string; errors?: Record<string, string[]> };
    if (!response.ok) {
      const details = answer.errors ? ` ${JSON.stringify(answer.errors)}` : '';
      throw new UsageError(`${answer.message ?? `HTTP ${response.status}`}${details}`);
    }
    return answer;
  };
}

const describe = (release: ReleaseRecord | null) =>
  release ? `${release.remote} ${release.version} (${release.commit}) → ${release.manifest_url}` : 'the bundled build';

/**
 * A marketing release's public pages, prerendered with its code into its folder (as `pnpm build`
 * does for the bundled one: shell/src/prerender), so that its visitors get pages that read at once,
 * then hydrate. The prerender is built again for the release's URL, from the shell's webpack config.
 */
function prerenderMarketing(outDir: string, publicUrl: string): void {
  const bundleDir = mkdtempSync(path.join(tmpdir(), 'farmplate-prerender-'));
  try {
    const build = spawnSync(
      'pnpm',
      [
        '--filter',
        '@farmplate/shell',
        'exec',
        'webpack',
        '--mode',
        'production',
        '--config-name',
        'prerender',
        '--output-path',
        bundleDir,
      ],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, PRERENDER_MARKETING_URL: publicUrl },
      },
    );
    if (build.status !== 0) throw new UsageError('The prerender of the public pages failed to build.');
    const prerender = spawnSync(process.execPath, [path.join(bundleDir, 'prerender.cjs')], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PRERENDER_RELEASE_DIR: outDir },
    });
    if (prerender.status !== 0) {
      throw new UsageError('Prerendering the public pages failed (is the shell built? `pnpm build`).');
    }
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}

/** <releasesDir>/<remote>/<folder>, proven to be a folder two levels inside releasesDir. */
function releaseFolder(releasesDir: string, remote: string, folder: string): string {
  const outDir = path.resolve(releasesDir, remote, folder);
  const inside = path.relative(releasesDir, outDir).split(path.sep);
  if (inside.length !== 2 || inside.some((part) => part === '' || part === '..' || part === '.')) {
    throw new UsageError(`${outDir} is not a folder of ${releasesDir}: check the release version.`);
  }
  return outDir;
}

/** What a build's mf-manifest.json declares, once it is shown to be `remote`'s build the shell can run. */
function buildFactsOf(remote: ReleasableRemote, manifestFile: string): BuildFacts {
  if (!existsSync(manifestFile)) {
    throw new UsageError(`${path.dirname(manifestFile)} holds no mf-manifest.json: pass a remote's build folder.`);
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  } catch {
    throw new UsageError(`${manifestFile} is not JSON.`);
  }
  const problem = manifestProblem(manifest, remote);
  if (problem)
    throw new UsageError(`${manifestFile} cannot be released: ${problem} (build it with packages/federation).`);
  return buildFactsOfManifest(manifest)!;
}

/**
 * Builds `remote` into <RELEASES_DIR>/<remote>/<version>-<commit>/ (or copies a folder built
 * elsewhere), reads what the build declares from its mf-manifest.json, and registers it. A marketing
 * release built here and served by this server (no --base-url) has its public pages prerendered.
 */
async function release(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'release-version': { type: 'string' },
      'base-url': { type: 'string' },
      prebuilt: { type: 'string' },
      activate: { type: 'boolean', default: false },
    },
  });
  // Everything is checked before anything is written: the folder's name parts, where it lands,
  // the URL browsers will load it from, and a prebuilt folder's manifest.
  const remote = remoteArg(positionals[0]);
  const appDir = path.join(REPO_ROOT, `mfe-${remote}`);
  const version =
    values['release-version'] ??
    (JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string }).version;
  if (!new RegExp(RELEASE_VERSION_PATTERN).test(version) || version.length > 64) {
    throw new UsageError(`The release version must be a version such as 1.2.0 (got "${version}").`);
  }
  const config = loadConfig();
  const builtAt = new Date();
  const commit = currentCommit(builtAt);
  if (!new RegExp(RELEASE_COMMIT_PATTERN).test(commit)) throw new UsageError(`"${commit}" is not a git commit.`);
  const folder = `${version}-${commit}`;
  const outDir = releaseFolder(config.releasesDir, remote, folder);
  const baseUrl = (values['base-url'] ?? process.env.RELEASE_BASE_URL ?? '/releases').replace(/\/$/, '');
  const manifestUrl = allowedManifestUrl(`${baseUrl}/${remote}/${folder}/mf-manifest.json`, manifestOriginsOf(config));
  if (manifestUrl === null)
    throw new UsageError(`--base-url ${JSON.stringify(baseUrl)}: ${RELEASE_MESSAGES.originNotAllowed}`);
  const prebuilt = values.prebuilt && path.resolve(values.prebuilt);
  if (prebuilt) buildFactsOf(remote, path.join(prebuilt, 'mf-manifest.json'));
  // a release folder is immutable: browsers cache it for good
  if (existsSync(outDir)) throw new UsageError(`${outDir} exists already: a release is never rebuilt in place.`);
  mkdirSync(path.dirname(outDir), { recursive: true });

  if (prebuilt) {
    cpSync(prebuilt, outDir, { recursive: true });
  } else {
    console.log(`Building ${remote} ${version} (${commit}) into ${outDir}`);
    const build = spawnSync(
      'pnpm',
      ['--filter', `mfe-${remote}`, 'exec', 'webpack', '--mode', 'production', '--output-path', outDir],
      { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (build.status !== 0) {
      rmSync(outDir, { recursive: true, force: true });
      throw new UsageError(`The build of ${remote} failed.`);
    }
    // the server reads a release's pages from its folder here: one published elsewhere has none
    if (remote === 'marketing' && baseUrl === '/releases') {
      try {
        prerenderMarketing(outDir, `${baseUrl}/${remote}/${folder}/`);
      } catch (error) {
        rmSync(outDir, { recursive: true, force: true });
        throw error;
      }
    }
  }

  let facts: BuildFacts;
  try {
    facts = buildFactsOf(remote, path.join(outDir, 'mf-manifest.json'));
  } catch (error) {
    rmSync(outDir, { recursive: true, force: true });
    throw error;
  }
  const body: RegisterReleaseBody = {
    remote,
    version,
    commit,
    manifest_url: manifestUrl,
    contract_version: facts.contractVersion,
    shared: facts.shared,
    built_at: builtAt.toISOString(),
  };
  const api = await adminApi();
  const { data } = await api<{ data: ReleaseRecord }>('POST', '/releases', body);
  console.log(`Registered release #${data.id}: ${describe(data)}`);
  if (baseUrl !== '/releases') console.log(`Publish ${outDir} at ${baseUrl}/${remote}/${folder}/ before activating.`);
  if (values.activate) await activate([remote, version]);
  else console.log(`Activate it with: pnpm release:activate ${remote} ${version}`);
}

/** The newest release of `remote` with this version (or `<version>-<commit>`, or `#<id>`). */
async function findRelease(remote: ReleasableRemote, wanted: string | undefined): Promise<ReleaseRecord> {
  if (!wanted) throw new UsageError('Name the version to use, e.g. 1.2.0');
  const api = await adminApi();
  const { data } = await api<{ data: ReleaseRecord[] }>('GET', '/releases');
  const found = data.find(
    (release) =>
      release.remote === remote &&
      (release.version === wanted || `${release.version}-${release.commit}` === wanted || `#${release.id}` === wanted),
  );
  if (!found) throw new UsageError(`No ${remote} release ${wanted}: see pnpm release:list`);
  return found;
}

async function activate([remote, version]: string[]): Promise<void> {
  const found = await findRelease(remoteArg(remote), version);
  const { data } = await (await adminApi())<{ data: ReleaseRecord }>('POST', `/releases/${found.id}/activate`);
  console.log(`Active: ${describe(data)}`);
}

async function canary([remote, version, share]: string[]): Promise<void> {
  const found = await findRelease(remoteArg(remote), version);
  const { data } = await (
    await adminApi()
  )<{ data: ReleaseRecord }>('POST', `/releases/${found.id}/canary`, {
    share: Number(share),
  });
  console.log(`Canary for ${data.canary_share} % of sessions: ${describe(data)}`);
}

async function promote([remote]: string[]): Promise<void> {
  const name = remoteArg(remote);
  const api = await adminApi();
  const { data } = await api<{ data: ReleaseRecord[] }>('GET', '/releases');
  const found = data.find((release) => release.remote === name && release.state === 'canary');
  if (!found) throw new UsageError(`${name} has no canary release.`);
  const promoted = await api<{ data: ReleaseRecord }>('POST', `/releases/${found.id}/promote`);
  console.log(`Active: ${describe(promoted.data)}`);
}

async function rollback([remote]: string[]): Promise<void> {
  const { data } = await (
    await adminApi()
  )<{ data: ReleaseRecord | null }>('POST', '/releases/rollback', {
    remote: remoteArg(remote),
  });
  console.log(`${remote} now serves ${describe(data)}`);
}

async function list(): Promise<void> {
  const { data } = await (await adminApi())<{ data: ReleaseRecord[] }>('GET', '/releases');
  for (const release of data) {
    const share = release.state === 'canary' ? ` ${release.canary_share} %` : '';
    console.log(`#${release.id} ${release.state}${share}\t${describe(release)}`);
  }
}

const COMMANDS: Record<string, (argv: string[]) => Promise<void>> = {
  release,
  activate,
  canary,
  promote,
  rollback,
  list,
};

const [command = '', ...rest] = process.argv.slice(2);
const run = COMMANDS[command];
if (!run) {
  console.error(`Unknown command "${command}": ${Object.keys(COMMANDS).join(', ')}`);
  process.exit(2);
}
run(rest).catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(1);
});
