import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RELEASE_MESSAGES, REMOTE_APP_CONTRACT_VERSION } from '@farmplate/contracts';
import { PACKAGE_ROOT } from '../../config/package-root';

/**
 * `pnpm release` as a portal team runs it, with no server behind it: every refusal here happens
 * before anything is written, so the releases folder (and anything beside it) stays empty.
 */
jest.setTimeout(60_000);

let root: string;
let releasesDir: string;
let prebuilt: string;

/** A kitchen build's folder as packages/federation writes it; `changes` alter its manifest. */
async function kitchenBuild(changes: Record<string, unknown> = {}): Promise<string> {
  const folder = await mkdtemp(path.join(root, 'build-'));
  const manifest = {
    name: 'kitchen',
    metaData: { buildInfo: { remoteAppContract: REMOTE_APP_CONTRACT_VERSION }, publicPath: 'auto' },
    exposes: [{ name: 'App', path: './App' }],
    shared: ['react', 'react-dom', 'react-router-dom', '@farmplate/session'].map((name) => ({
      name,
      version: '19.2.0',
      singleton: true,
    })),
    ...changes,
  };
  await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
  await writeFile(path.join(folder, 'remoteEntry.js'), 'var kitchen;');
  return folder;
}

function releaseCli(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      path.join(PACKAGE_ROOT, 'node_modules/.bin/tsx'),
      ['scripts/release.ts', 'release', 'kitchen', ...args],
      {
        cwd: PACKAGE_ROOT,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          RELEASES_DIR: releasesDir,
          DATA_DIR: path.join(root, 'data'),
          // nothing listens there: a release that got as far as registering would fail to log in
          FARMPLATE_URL: 'http://127.0.0.1:9',
          FARMPLATE_ADMIN_TOKEN: 'none',
        },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** Every path under `dir`, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'farmplate-release-cli-'));
  // deep enough that ../../../ from a release's folder still lands inside this test's folder
  releasesDir = path.join(root, 'a', 'b', 'releases');
  await mkdir(releasesDir, { recursive: true });
  prebuilt = await kitchenBuild();
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('pnpm release refuses before writing anything', () => {
  it.each(['../../../x/1.0.0', '1.0.0-a/../../../x', 'latest'])(
    'a release version that is not a version: %s',
    async (version) => {
      const before = await filesUnder(root);
      const { code, output } = await releaseCli(['--release-version', version, '--prebuilt', prebuilt]);
      expect(code).toBe(1);
      expect(output).toContain(`The release version must be a version such as 1.2.0 (got "${version}").`);
      expect(await filesUnder(root)).toEqual(before);
    },
  );

  it.each(['/\\evil.example.com/releases', '/\t/evil.example.com/releases', 'https://evil.example.com/releases'])(
    'a base URL a browser would load from another host: %j',
    async (baseUrl) => {
      const { code, output } = await releaseCli(['--base-url', baseUrl, '--prebuilt', prebuilt]);
      expect(code).toBe(1);
      expect(output).toContain(RELEASE_MESSAGES.originNotAllowed);
      expect(await readdir(releasesDir)).toEqual([]);
    },
  );

  it('a prebuilt folder whose manifest shares no React', async () => {
    const noReact = await kitchenBuild({ shared: [] });
    const { code, output } = await releaseCli(['--prebuilt', noReact]);
    expect(code).toBe(1);
    expect(output).toContain('cannot be released: it does not share react, react-dom');
    expect(await readdir(releasesDir)).toEqual([]);
  });

  it('and copies a good build into its own folder of the releases folder', async () => {
    const { code, output } = await releaseCli(['--release-version', '1.4.0', '--prebuilt', prebuilt]);
    // the copy is made; registering fails, as no server listens
    expect(code).toBe(1);
    expect(output).not.toContain(RELEASE_MESSAGES.originNotAllowed);
    const [folder] = await readdir(path.join(releasesDir, 'kitchen'));
    expect(folder).toMatch(/^1\.4\.0-[0-9a-f]{7,}/);
    expect(await readdir(path.join(releasesDir, 'kitchen', folder!))).toEqual(['mf-manifest.json', 'remoteEntry.js']);
    await rm(path.join(releasesDir, 'kitchen'), { recursive: true });
  });
});
