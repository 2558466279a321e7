import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_MESSAGES, REMOTE_APP_CONTRACT_VERSION, type RegisterReleaseBody } from '@farmplate/contracts';
import { startTestServer, type TestServer } from '../testing/test-server';
import { COHORT_COOKIE } from './remotes-json';

let server: TestServer;
let admin: string;
const BUNDLED = {
  marketing: '/remotes/marketing/mf-manifest.json',
  farmer: '/remotes/farmer/mf-manifest.json',
  kitchen: '/remotes/kitchen/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};

/** The shell's build as the gate reads it: contract and shared singletons in its mf-manifest.json. */
async function writeShellManifest(shared: Record<string, string>) {
  await mkdir(server.config.shellDist, { recursive: true });
  const manifest = {
    metaData: { buildInfo: { buildVersion: '1.0.0', remoteAppContract: REMOTE_APP_CONTRACT_VERSION } },
    shared: Object.entries(shared).map(([name, version]) => ({ name, version })),
  };
  await writeFile(path.join(server.config.shellDist, 'mf-manifest.json'), JSON.stringify(manifest));
}

let commitCounter = 0;
const release = (overrides: Partial<RegisterReleaseBody> = {}): RegisterReleaseBody => ({
  remote: 'kitchen',
  version: '1.1.0',
  commit: `abcdef${String(++commitCounter).padStart(2, '0')}`,
  manifest_url: `/releases/kitchen/1.1.0-${commitCounter}/mf-manifest.json`,
  contract_version: REMOTE_APP_CONTRACT_VERSION,
  shared: { react: '19.2.0', 'react-dom': '19.2.0', 'styled-components': '6.1.19' },
  built_at: '2026-11-24T20:00:00.000Z',
  ...overrides,
});

async function register(body: RegisterReleaseBody): Promise<{ id: number; manifest_url: string }> {
  const response = await server.request({ method: 'POST', url: '/api/releases', token: admin, payload: body });
  expect(response.statusCode).toBe(201);
  expect(response.json().message).toBe(RELEASE_MESSAGES.registered);
  return response.json().data;
}

const post = (url: string, payload?: object, token = admin) =>
  server.request({ method: 'POST', url, token, ...(payload && { payload }) });

const remotesJson = async (cookie?: string) =>
  (await server.request({ method: 'GET', url: '/remotes.json', headers: cookie ? { cookie } : {} })).json<
    typeof BUNDLED
  >();

beforeAll(async () => {
  server = await startTestServer({
    configure(config) {
      config.releaseOrigins = ['https://cdn.example.test'];
    },
  });
  admin = await server.login('admin@farmplate.test');
  await writeShellManifest({ react: '19.2.0', 'react-dom': '19.2.0', 'styled-components': '6.1.19' });
});
afterAll(() => server.close());

describe('the registry', () => {
  it('answers the bundled remotes while it is empty', async () => {
    expect(await remotesJson()).toEqual(BUNDLED);
  });

  it('records a release with what the build declared, inactive until activated', async () => {
    const body = release({ manifest_url: 'https://cdn.example.test/kitchen/1.1.0-x/mf-manifest.json' });
    const created = await register(body);
    const list = (await server.request({ method: 'GET', url: '/api/releases', token: admin })).json();
    expect(list.data.find((entry: { id: number }) => entry.id === created.id)).toEqual({
      id: created.id,
      remote: 'kitchen',
      version: '1.1.0',
      commit: body.commit,
      manifest_url: body.manifest_url,
      contract_version: REMOTE_APP_CONTRACT_VERSION,
      shared: body.shared,
      built_at: body.built_at,
      state: 'inactive',
      canary_share: null,
      activated_at: null,
      activated_by: null,
      created_at: expect.any(String),
    });
    expect(list.shell).toEqual({
      contract_version: REMOTE_APP_CONTRACT_VERSION,
      shared: { react: '19.2.0', 'react-dom': '19.2.0', 'styled-components': '6.1.19' },
    });
    expect(await remotesJson()).toEqual(BUNDLED);
  });

  it('refuses the same build twice (409) and a manifest on an origin the CSP would block (422)', async () => {
    const body = release();
    await register(body);
    const again = await post('/api/releases', body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(RELEASE_MESSAGES.duplicate);
    const elsewhere = await post('/api/releases', release({ manifest_url: 'https://evil.example/mf-manifest.json' }));
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ manifest_url: [RELEASE_MESSAGES.originNotAllowed] });
    const invalid = await post('/api/releases', { ...release(), version: 'latest', shared: { react: 'x' } });
    expect(invalid.statusCode).toBe(422);
  });

  it('switches /remotes.json at once on activation, keeps the history and rolls back', async () => {
    const first = await register(release({ version: '1.1.0' }));
    const second = await register(release({ version: '1.2.0' }));

    const activated = await post(`/api/releases/${first.id}/activate`);
    expect(activated.statusCode).toBe(200);
    expect(activated.json()).toMatchObject({
      message: RELEASE_MESSAGES.activated,
      data: { id: first.id, state: 'active', activated_by: { name: 'Amara Admin' } },
    });
    expect(await remotesJson()).toEqual({ ...BUNDLED, kitchen: first.manifest_url });

    await post(`/api/releases/${second.id}/activate`);
    expect(await remotesJson()).toEqual({ ...BUNDLED, kitchen: second.manifest_url });
    const states = (await server.request({ method: 'GET', url: '/api/releases', token: admin })).json().data as {
      id: number;
      state: string;
    }[];
    expect(states.find((entry) => entry.id === first.id)?.state).toBe('previous');
    expect(states.filter((entry) => entry.state === 'active').map((entry) => entry.id)).toEqual([second.id]);

    const back = await post('/api/releases/rollback', { remote: 'kitchen' });
    expect(back.json()).toMatchObject({
      message: RELEASE_MESSAGES.rolledBack,
      data: { id: first.id, state: 'active' },
    });
    expect(await remotesJson()).toEqual({ ...BUNDLED, kitchen: first.manifest_url });

    const toBundled = await post('/api/releases/rollback', { remote: 'kitchen' });
    expect(toBundled.json().data).toBeNull();
    expect(await remotesJson()).toEqual(BUNDLED);

    const nothing = await post('/api/releases/rollback', { remote: 'kitchen' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(RELEASE_MESSAGES.nothingToRollBack);
    expect((await post('/api/releases/987654/activate')).statusCode).toBe(404);
  });

  it('lets two racing activations of one remote leave exactly one active release', async () => {
    const [a, b] = [await register(release()), await register(release())];
    const answers = await Promise.all([post(`/api/releases/${a.id}/activate`), post(`/api/releases/${b.id}/activate`)]);
    expect(answers.map((answer) => answer.statusCode).every((status) => status === 200 || status === 409)).toBe(true);
    const active = (
      (await server.request({ method: 'GET', url: '/api/releases', token: admin })).json().data as {
        remote: string;
        state: string;
      }[]
    ).filter((entry) => entry.remote === 'kitchen' && entry.state === 'active');
    expect(active).toHaveLength(1);
    await post('/api/releases/rollback', { remote: 'kitchen' });
  });
});

describe('the compatibility gate', () => {
  it('refuses a release built with another React major, saying why, and changes nothing', async () => {
    const before = await remotesJson();
    const incompatible = await register(
      release({ version: '2.0.0', shared: { react: '20.0.0', 'react-dom': '20.0.0', 'styled-components': '6.1.19' } }),
    );
    const refused = await post(`/api/releases/${incompatible.id}/activate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'kitchen 2.0.0 needs react 20, the shell provides 19.2; kitchen 2.0.0 needs react-dom 20, the shell provides 19.2',
    );
    expect((await post(`/api/releases/${incompatible.id}/canary`, { share: 10 })).statusCode).toBe(409);
    expect(await remotesJson()).toEqual(before);
  });

  it('refuses a release of another RemoteApp contract major', async () => {
    const other = await register(release({ remote: 'farmer', version: '3.0.0', contract_version: '2.0.0' }));
    const refused = await post(`/api/releases/${other.id}/activate`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^farmer 3\.0\.0 needs the RemoteApp contract 2, the shell provides 1\.\d+$/,
    );
  });
});

describe('admin-only access', () => {
  it('answers 401 without a token and 403 to every other role', async () => {
    expect((await server.request({ method: 'GET', url: '/api/releases' })).statusCode).toBe(401);
    for (const email of ['farmer@farmplate.test', 'kitchen@farmplate.test', 'customer@farmplate.test']) {
      const token = await server.login(email);
      expect((await server.request({ method: 'GET', url: '/api/releases', token })).statusCode).toBe(403);
      expect((await post('/api/releases', release(), token)).statusCode).toBe(403);
      expect((await post('/api/releases/rollback', { remote: 'kitchen' }, token)).statusCode).toBe(403);
    }
  });
});

describe('canary', () => {
  it('answers the canary to its share of sessions (±5 % over 1,000), sticky per session, then promotes', async () => {
    const stable = await register(release({ version: '1.5.0' }));
    await post(`/api/releases/${stable.id}/activate`);
    const canary = await register(release({ version: '1.6.0' }));
    const started = await post(`/api/releases/${canary.id}/canary`, { share: 30 });
    expect(started.json()).toMatchObject({ data: { state: 'canary', canary_share: 30 } });

    // a browser without a cohort gets one, and keeps its answer
    const first = await server.request({ method: 'GET', url: '/remotes.json' });
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(new RegExp(`^${COHORT_COOKIE}=[0-9a-f-]{36}$`));
    for (let i = 0; i < 3; i++) expect((await remotesJson(cookie)).kitchen).toBe(first.json().kitchen);

    let inCanary = 0;
    for (let session = 0; session < 1000; session++) {
      const remotes = await remotesJson(`${COHORT_COOKIE}=${crypto.randomUUID()}`);
      expect(remotes.farmer).toBe(BUNDLED.farmer);
      if (remotes.kitchen === canary.manifest_url) inCanary++;
      else expect(remotes.kitchen).toBe(stable.manifest_url);
    }
    expect(Math.abs(inCanary / 1000 - 0.3)).toBeLessThanOrEqual(0.05);

    const promoted = await post(`/api/releases/${canary.id}/promote`);
    expect(promoted.json()).toMatchObject({ message: RELEASE_MESSAGES.promoted, data: { state: 'active' } });
    expect((await remotesJson()).kitchen).toBe(canary.manifest_url);
    expect((await post(`/api/releases/${canary.id}/promote`)).statusCode).toBe(409);
  });

  it('rolls a canary back: every session returns to the active release', async () => {
    const active = await remotesJson();
    const canary = await register(release({ version: '1.7.0' }));
    await post(`/api/releases/${canary.id}/canary`, { share: 99 });
    const back = await post('/api/releases/rollback', { remote: 'kitchen' });
    expect(back.json().data.manifest_url).toBe(active.kitchen);
    for (let session = 0; session < 20; session++) {
      expect((await remotesJson(`${COHORT_COOKIE}=${crypto.randomUUID()}`)).kitchen).toBe(active.kitchen);
    }
  });
});

describe('release folders', () => {
  it('are served at /releases/ and cached for good (a page opened before a switch keeps its chunks)', async () => {
    const folder = path.join(server.config.releasesDir, 'kitchen', '1.1.0-abcdef01');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'remoteEntry.js'), 'var kitchen;');
    const response = await server.request({ method: 'GET', url: '/releases/kitchen/1.1.0-abcdef01/remoteEntry.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await server.request({ method: 'GET', url: '/releases/kitchen/none/remoteEntry.js' })).statusCode).toBe(
      404,
    );
  });

  it("give the public pages preload hints of an active marketing release's own files", async () => {
    const folder = path.join(server.config.releasesDir, 'marketing', '1.3.0-abcdef99');
    await mkdir(folder, { recursive: true });
    const manifest = {
      metaData: {
        buildInfo: { remoteAppContract: REMOTE_APP_CONTRACT_VERSION },
        remoteEntry: { name: 'remoteEntry.js', path: '' },
      },
      shared: [{ name: 'react', version: '19.2.0' }],
      exposes: [{ name: 'App', assets: { js: { sync: ['__federation_expose_App.1a2b3c4d.js'] } } }],
    };
    await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(server.config.shellDist, 'index.html'), '<html><head></head><body></body></html>');
    const marketing = await register(
      release({
        remote: 'marketing',
        version: '1.3.0',
        manifest_url: '/releases/marketing/1.3.0-abcdef99/mf-manifest.json',
      }),
    );
    await post(`/api/releases/${marketing.id}/activate`);
    const page = (await server.request({ method: 'GET', url: '/us/menu' })).body;
    expect(page).toContain('<link rel="preload" href="/releases/marketing/1.3.0-abcdef99/remoteEntry.js" as="script">');
    expect(page).toContain(
      '<link rel="preload" href="/releases/marketing/1.3.0-abcdef99/__federation_expose_App.1a2b3c4d.js" as="script">',
    );
    await post('/api/releases/rollback', { remote: 'marketing' });
  });
});
