import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RELEASE_MESSAGES, REMOTE_APP_CONTRACT_VERSION, type RegisterReleaseBody } from '@farmplate/contracts';
import { remoteReleases } from '../../db/schema';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { COHORT_COOKIE } from './remotes-json';

let server: TestServer;
let admin: string;
const BUNDLED = {
  marketing: '/remotes/marketing/mf-manifest.json',
  farmer: '/remotes/farmer/mf-manifest.json',
  kitchen: '/remotes/kitchen/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
  delivery: '/remotes/delivery/mf-manifest.json',
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
  shared: {
    react: '19.2.0',
    'react-dom': '19.2.0',
    'react-router-dom': '7.9.4',
    '@farmplate/session': '1.0.0',
    'styled-components': '6.1.19',
  },
  built_at: '2026-11-24T20:00:00.000Z',
  ...overrides,
});

/** The mf-manifest.json a build of `body` has (as packages/federation writes it), with `changes`. */
const manifestOf = (body: RegisterReleaseBody, changes: Record<string, unknown> = {}) => ({
  id: body.remote,
  name: body.remote,
  metaData: {
    name: body.remote,
    buildInfo: { buildVersion: body.version, remoteAppContract: body.contract_version },
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    publicPath: 'auto',
  },
  exposes: [{ id: `${body.remote}:App`, name: 'App', path: './App' }],
  shared: Object.entries(body.shared).map(([name, version]) => ({ name, version, singleton: true })),
  ...changes,
});

/** Writes `manifest` where a release on this server (a /releases/ path) is served from. */
async function publish(manifestUrl: string, manifest: unknown) {
  const file = path.join(server.config.releasesDir, manifestUrl.replace(/^\/releases\//, ''));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, typeof manifest === 'string' ? manifest : JSON.stringify(manifest));
}

/** Registers `body`; a release on this server gets its build's manifest published first. */
async function register(
  body: RegisterReleaseBody,
  { published = true } = {},
): Promise<{ id: number; manifest_url: string }> {
  if (published && body.manifest_url.startsWith('/releases/')) await publish(body.manifest_url, manifestOf(body));
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

/** A CDN: answers what `cdnFiles` holds at a path, a redirect at /moved/, 404 otherwise. */
let cdn: Server;
let cdnOrigin: string;
const cdnFiles = new Map<string, string>();

beforeAll(async () => {
  cdn = createServer((request, response) => {
    const file = cdnFiles.get(request.url ?? '');
    if (request.url?.startsWith('/moved/')) response.writeHead(302, { location: 'http://evil.example/' }).end();
    else if (file === undefined) response.writeHead(404).end('not found');
    else response.writeHead(200, { 'content-type': 'application/json' }).end(file);
  });
  await new Promise<void>((resolve) => cdn.listen(0, '127.0.0.1', resolve));
  cdnOrigin = `http://127.0.0.1:${(cdn.address() as AddressInfo).port}`;
  server = await startTestServer({
    configure(config) {
      config.releaseOrigins = ['https://cdn.example.test', 'https://xn--bcher-kva.example', cdnOrigin];
    },
  });
  admin = await server.login('admin@farmplate.test');
  await writeShellManifest({ react: '19.2.0', 'react-dom': '19.2.0', 'styled-components': '6.1.19' });
});
afterAll(async () => {
  await server.close();
  await new Promise((resolve) => cdn.close(resolve));
});

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
      release({ version: '2.0.0', shared: { ...release().shared, react: '20.0.0', 'react-dom': '20.0.0' } }),
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
    const body = release({
      remote: 'marketing',
      version: '1.3.0',
      manifest_url: '/releases/marketing/1.3.0-abcdef99/mf-manifest.json',
    });
    const manifest = manifestOf(body, {
      exposes: [{ name: 'App', path: './App', assets: { js: { sync: ['__federation_expose_App.1a2b3c4d.js'] } } }],
    });
    await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
    await writeFile(path.join(server.config.shellDist, 'index.html'), '<html><head></head><body></body></html>');
    const marketing = await register(body, { published: false });
    await post(`/api/releases/${marketing.id}/activate`);
    const page = (await server.request({ method: 'GET', url: '/us/menu' })).body;
    expect(page).toContain('<link rel="preload" href="/releases/marketing/1.3.0-abcdef99/remoteEntry.js" as="script">');
    expect(page).toContain(
      '<link rel="preload" href="/releases/marketing/1.3.0-abcdef99/__federation_expose_App.1a2b3c4d.js" as="script">',
    );
    await post('/api/releases/rollback', { remote: 'marketing' });
  });
});

describe('where a release may be loaded from', () => {
  const releasesNow = async () =>
    ((await server.request({ method: 'GET', url: '/api/releases', token: admin })).json().data as { id: number }[])
      .length;

  it.each([
    ['a backslash after the slash', '/\\evil.example.com/kitchen/mf-manifest.json'],
    ['a tab after the slash', '/\t/evil.example.com/kitchen/mf-manifest.json'],
    ['a newline after the slash', '/\n/evil.example.com/kitchen/mf-manifest.json'],
    ['a carriage return after the slash', '/\r/evil.example.com/kitchen/mf-manifest.json'],
    ['a dot segment before a second slash', '/.//evil.example.com/kitchen/mf-manifest.json'],
    ['two backslashes', '\\\\evil.example.com/kitchen/mf-manifest.json'],
    ['a scheme without slashes', 'http:evil.example.com/kitchen/mf-manifest.json'],
    ['a scheme without slashes, in capitals', 'HTTPS:evil.example.com/kitchen/mf-manifest.json'],
    ['user-info naming this server', 'http://localhost@evil.example.com/kitchen/mf-manifest.json'],
    ['user-info naming the CDN', 'https://cdn.example.test@evil.example.com/kitchen/mf-manifest.json'],
    ['credentials on the CDN itself', 'https://user:secret@cdn.example.test/kitchen/mf-manifest.json'],
    ['a mixed-case host elsewhere', 'HTTPS://Evil.Example.COM/kitchen/mf-manifest.json'],
    ['a look-alike IDN host (Cyrillic а)', 'https://cdn.ex\u0430mple.test/kitchen/mf-manifest.json'],
    ['its punycode', 'https://xn--cdn.exmple-4nj.test/kitchen/mf-manifest.json'],
    ['another port of the CDN', 'https://cdn.example.test:8443/kitchen/mf-manifest.json'],
    ['another scheme of the CDN', 'http://cdn.example.test/kitchen/mf-manifest.json'],
  ])('refuses a manifest URL a browser would load from another host: %s', async (_case, manifestUrl) => {
    const before = await releasesNow();
    const refused = await post('/api/releases', release({ manifest_url: manifestUrl }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.manifest_url).toHaveLength(1);
    expect(await releasesNow()).toBe(before);
  });

  it.each([
    [
      'a path on this server',
      '/releases/kitchen/9.0.0-a/mf-manifest.json',
      '/releases/kitchen/9.0.0-a/mf-manifest.json',
    ],
    [
      'the CDN',
      'https://cdn.example.test/kitchen/mf-manifest.json',
      'https://cdn.example.test/kitchen/mf-manifest.json',
    ],
    [
      'the CDN host in capitals',
      'https://CDN.Example.TEST/kitchen/mf-manifest.json',
      'https://cdn.example.test/kitchen/mf-manifest.json',
    ],
    [
      'an IDN origin listed',
      'https://bücher.example/kitchen/mf-manifest.json',
      'https://xn--bcher-kva.example/kitchen/mf-manifest.json',
    ],
    [
      'its punycode',
      'https://xn--bcher-kva.example/kitchen/a/mf-manifest.json',
      'https://xn--bcher-kva.example/kitchen/a/mf-manifest.json',
    ],
    // encoded slashes are a path of this server, never a host: recorded as the browser would request it
    [
      'encoded slashes',
      '/%2F%2Fevil.example.com/kitchen/mf-manifest.json',
      '/%2F%2Fevil.example.com/kitchen/mf-manifest.json',
    ],
    [
      'markup in the path, which the preload hints of the public pages repeat',
      '/releases/x"><b>/mf-manifest.json',
      '/releases/x%22%3E%3Cb%3E/mf-manifest.json',
    ],
    [
      'dot segments',
      '/releases/kitchen/../kitchen/9.0.1-a/mf-manifest.json',
      '/releases/kitchen/9.0.1-a/mf-manifest.json',
    ],
  ])('records a manifest URL on an allowed origin as a browser resolves it: %s', async (_case, given, recorded) => {
    const created = await register(release({ manifest_url: given }), { published: false });
    expect(created.manifest_url).toBe(recorded);
    for (const base of ['http://farmplate.example', 'https://farmplate.example']) {
      const origin = new URL(created.manifest_url, base).origin;
      expect([base, 'https://cdn.example.test', 'https://xn--bcher-kva.example']).toContain(origin);
    }
  });

  it('never answers, nor activates, a release recorded on another host before these checks', async () => {
    const before = await remotesJson();
    const [stored] = await server.db
      .insert(remoteReleases)
      .values({
        remote: 'farmer',
        version: '1.0.9',
        commit: 'abcdef9999',
        manifestUrl: '/\\evil.example.com/farmer/mf-manifest.json',
        contractVersion: REMOTE_APP_CONTRACT_VERSION,
        shared: release().shared,
        builtAt: new Date(),
        state: 'active',
        activatedAt: new Date(),
      })
      .returning({ id: remoteReleases.id });
    expect(await remotesJson()).toEqual(before);
    const refused = await post(`/api/releases/${stored!.id}/activate`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ manifest_url: [RELEASE_MESSAGES.originNotAllowed] });
    await post('/api/releases/rollback', { remote: 'farmer' });
  });
});

describe('the manifest check before a release is served', () => {
  const stateOf = async (id: number) =>
    (
      (await server.request({ method: 'GET', url: '/api/releases', token: admin })).json().data as {
        id: number;
        state: string;
      }[]
    ).find((entry) => entry.id === id)?.state;

  /** Activation and canary are refused with 422 and `problem`; the release and /remotes.json stay as they were. */
  async function expectRefused(id: number, problem: string) {
    const before = await remotesJson();
    for (const [url, payload] of [
      [`/api/releases/${id}/activate`, undefined],
      [`/api/releases/${id}/canary`, { share: 50 }],
    ] as const) {
      const refused = await post(url, payload);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: RELEASE_MESSAGES.manifestUnusable(problem),
        errors: { manifest_url: [RELEASE_MESSAGES.manifestUnusable(problem)] },
      });
    }
    expect(await stateOf(id)).toBe('inactive');
    expect(await remotesJson()).toEqual(before);
  }

  it('refuses a release whose manifest answers 404', async () => {
    const missing = await register(release(), { published: false });
    await expectRefused(missing.id, 'it answers HTTP 404');
  });

  it('refuses a manifest that is not JSON, is another remote’s, exposes no ./App or shares no React', async () => {
    const cases: [(body: RegisterReleaseBody) => unknown, string][] = [
      [() => '<!doctype html><title>Not found</title>', 'it is not JSON'],
      [(body) => manifestOf(body, { name: 'farmer' }), 'it is the build of "farmer", not of kitchen'],
      [(body) => manifestOf(body, { exposes: [] }), 'it exposes no ./App'],
      [(body) => manifestOf(body, { metaData: {} }), 'it does not declare its RemoteApp contract'],
      [
        (body) => manifestOf(body, { shared: manifestOf(body).shared.filter((entry) => entry.name !== 'react') }),
        'it does not share react as a singleton',
      ],
      [
        (body) => manifestOf({ ...body, shared: { ...body.shared, 'react-dom': '19.2.1' } }),
        'it declares other versions than the release registered',
      ],
      [
        (body) => manifestOf(body, { metaData: { ...manifestOf(body).metaData, publicPath: '//evil.example/k/' } }),
        'its public path is not on this server or an origin listed in RELEASE_ORIGINS',
      ],
      [
        (body) => manifestOf(body, { metaData: { ...manifestOf(body).metaData, getPublicPath: 'return "/x/"' } }),
        'it computes its public path at run time',
      ],
    ];
    for (const [manifest, problem] of cases) {
      const body = release();
      await publish(body.manifest_url, manifest(body));
      const bad = await register(body, { published: false });
      await expectRefused(bad.id, problem);
    }
  });

  it('refuses to promote a canary whose manifest has since gone', async () => {
    const body = release({ version: '1.8.0' });
    const canary = await register(body);
    expect((await post(`/api/releases/${canary.id}/canary`, { share: 10 })).statusCode).toBe(200);
    await publish(body.manifest_url, manifestOf(body, { exposes: [] }));
    const refused = await post(`/api/releases/${canary.id}/promote`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(RELEASE_MESSAGES.manifestUnusable('it exposes no ./App'));
    expect(await stateOf(canary.id)).toBe('canary');
    await post('/api/releases/rollback', { remote: 'kitchen' });
  });

  it('fetches a manifest on the CDN: served when it is the build, refused when missing or redirected', async () => {
    const body = release({ remote: 'admin', manifest_url: `${cdnOrigin}/admin/1.1.0/mf-manifest.json` });
    const publicPath = `${cdnOrigin}/admin/1.1.0/`;
    cdnFiles.set(
      '/admin/1.1.0/mf-manifest.json',
      JSON.stringify(manifestOf(body, { metaData: { ...manifestOf(body).metaData, publicPath } })),
    );
    const good = await register(body);
    const activated = await post(`/api/releases/${good.id}/activate`);
    expect(activated.statusCode).toBe(200);
    expect((await remotesJson()).admin).toBe(body.manifest_url);
    await post('/api/releases/rollback', { remote: 'admin' });

    const gone = await register(release({ remote: 'admin', manifest_url: `${cdnOrigin}/admin/none/mf-manifest.json` }));
    await expectRefused(gone.id, 'it answers HTTP 404');
    const moved = await register(release({ remote: 'admin', manifest_url: `${cdnOrigin}/moved/mf-manifest.json` }));
    await expectRefused(moved.id, 'it answers a redirect (HTTP 302)');
  });
});
