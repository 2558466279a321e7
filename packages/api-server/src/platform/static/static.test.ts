import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { REMOTE_NAMES } from '../../config/config';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { cacheControlFor, FOREVER, NO_CACHE } from './cache-policy';

let server: TestServer;
let shellDist: string;
beforeAll(async () => {
  server = await startTestServer({
    configure(config) {
      for (const name of REMOTE_NAMES) config.remoteDist[name] = path.join(config.dataDir, `mfe-${name}`);
      config.remotes.admin = 'https://cdn.example.test/admin/v2/mf-manifest.json';
    },
  });
  shellDist = server.config.shellDist;
  const farmer = server.config.remoteDist.farmer;
  await mkdir(farmer, { recursive: true });
  await writeFile(path.join(farmer, 'remoteEntry.js'), 'var farmer;');
  await writeFile(path.join(farmer, 'mf-manifest.json'), '{}');
  await writeFile(path.join(farmer, '412.3fa2b9c1d07e.js'), 'console.log(1)');
});
afterAll(() => server.close());

describe('before a build', () => {
  it('answers / with a 503 asking for pnpm build', async () => {
    const response = await server.request({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('pnpm build');
  });
});

describe('the built apps', () => {
  beforeAll(async () => {
    await mkdir(shellDist, { recursive: true });
    await writeFile(
      path.join(shellDist, 'index.html'),
      '<!doctype html><html><head><title>FarmPlate</title></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(shellDist, 'main.0123456789ab.js'), 'console.log("shell")');
  });
  afterAll(() => rm(shellDist, { recursive: true, force: true }));

  it('serves the shell at / and for every client route, never cached', async () => {
    for (const url of ['/', '/dashboard/users', '/us/about?x=1']) {
      const response = await server.request({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.body).toContain('id="root"');
    }
  });

  it('caches content-hashed chunks for a year and answers 404 for a missing file', async () => {
    const chunk = await server.request({ method: 'GET', url: '/main.0123456789ab.js' });
    expect(chunk.headers['cache-control']).toBe(FOREVER);
    expect((await server.request({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
  });

  it("serves each remote's build with no-cache entries", async () => {
    const entry = await server.request({ method: 'GET', url: '/remotes/farmer/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    expect(
      (await server.request({ method: 'GET', url: '/remotes/farmer/mf-manifest.json' })).headers['cache-control'],
    ).toBe(NO_CACHE);
    expect(
      (await server.request({ method: 'GET', url: '/remotes/farmer/412.3fa2b9c1d07e.js' })).headers['cache-control'],
    ).toBe(FOREVER);
    expect((await server.request({ method: 'GET', url: '/remotes/kitchen/remoteEntry.js' })).statusCode).toBe(404);
  });

  it('hints the marketing remote chain on public pages only', async () => {
    const marketing = server.config.remoteDist.marketing;
    await mkdir(marketing, { recursive: true });
    const manifest = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'App', assets: { js: { sync: ['__federation_expose_App.1a2b3c4d.js'], async: ['77.9f8e7d6c.js'] } } },
      ],
    };
    await writeFile(path.join(marketing, 'mf-manifest.json'), JSON.stringify(manifest));
    const page = (await server.request({ method: 'GET', url: '/us/menu' })).body;
    expect(page).toContain(
      '<link rel="preload" href="/remotes/marketing/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(page).toContain('<link rel="preload" href="/remotes/marketing/remoteEntry.js" as="script">');
    expect(page).toContain(
      '<link rel="preload" href="/remotes/marketing/__federation_expose_App.1a2b3c4d.js" as="script">',
    );
    expect(page).not.toContain('77.9f8e7d6c.js');
    for (const url of ['/dashboard/inventory', '/login']) {
      expect((await server.request({ method: 'GET', url })).body).not.toContain('rel="preload"');
    }
  });

  it('sends the precompressed copy a browser accepts, cached like the original', async () => {
    await writeFile(path.join(shellDist, 'main.0123456789ab.js.br'), 'brotli-bytes');
    const response = await server.request({
      method: 'GET',
      url: '/main.0123456789ab.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body).toBe('brotli-bytes');
    expect(response.headers['cache-control']).toBe(FOREVER);
  });

  it('answers a prerendered address with the page of the active marketing build, compressed', async () => {
    await mkdir(path.join(shellDist, 'prerendered', 'us'), { recursive: true });
    await writeFile(
      path.join(shellDist, 'prerendered', 'us', 'about.html'),
      '<!doctype html><html><head><title>About FarmPlate · FarmPlate</title></head><body><div id="root" data-prerendered=""><h1>About</h1></div></body></html>',
    );
    for (const url of ['/us/about', '/us/about/']) {
      const response = await server.request({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
      expect(response.headers.vary).toContain('Accept-Encoding');
      const page = brotliDecompressSync(response.rawPayload).toString('utf8');
      expect(page).toContain('<h1>About</h1>');
      expect(page).toContain('<link rel="preload" href="/remotes/marketing/mf-manifest.json"');
    }
    // a legal page's region has a version of its own
    await writeFile(
      path.join(shellDist, 'prerendered', 'us', 'about@region=ng.html'),
      '<!doctype html><html><head></head><body><div id="root" data-prerendered=""><h1>About Nigeria</h1></div></body></html>',
    );
    expect((await server.request({ method: 'GET', url: '/us/about?region=ng' })).body).toContain(
      '<h1>About Nigeria</h1>',
    );

    const plain = await server.request({ method: 'GET', url: '/us/about' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<h1>About</h1>');

    // addresses with no page of their own, or that are no page address at all, get the shell
    // any other query may change the page: the browser renders it
    for (const url of ['/us/contact', '/us/%2e%2e/about', '/US/ABOUT', '/us/about/..', '/us/about?type=farmer']) {
      expect((await server.request({ method: 'GET', url })).body).not.toContain('<h1>About</h1>');
    }

    // another marketing build renders differently: the bundled build's pages are never its pages
    const bundled = server.config.remotes.marketing;
    const activate = (manifestUrl: string) => (server.config.remotes.marketing = manifestUrl);
    const pageOf = async (url: string) => (await server.request({ method: 'GET', url })).body;
    try {
      // a release that was prerendered (`pnpm release marketing`) has its pages in its folder
      const releaseFolder = path.join(server.config.releasesDir, 'marketing', '2.0.0-abcdef1');
      await mkdir(path.join(releaseFolder, 'prerendered', 'us'), { recursive: true });
      await writeFile(
        path.join(releaseFolder, 'prerendered', 'us', 'about.html'),
        '<!doctype html><html><head></head><body><div id="root" data-prerendered=""><h1>About, release 2</h1></div></body></html>',
      );
      activate('/releases/marketing/2.0.0-abcdef1/mf-manifest.json');
      expect(await pageOf('/us/about')).toContain('<h1>About, release 2</h1>');
      // the shell's own pages stay the shell build's
      await writeFile(path.join(shellDist, 'prerendered', 'login.html'), '<html><body><h1>Sign in</h1></body></html>');
      await writeFile(
        path.join(releaseFolder, 'prerendered', 'login.html'),
        '<html><body><h1>Not mine</h1></body></html>',
      );
      expect(await pageOf('/login')).toContain('<h1>Sign in</h1>');

      // a release without pages (a prebuilt one), or a build on another server: the shell
      for (const manifestUrl of [
        '/releases/marketing/2.0.1-bcdef12/mf-manifest.json',
        'https://cdn.example.test/marketing/mf-manifest.json',
      ]) {
        activate(manifestUrl);
        const page = await pageOf('/us/about');
        expect(page).not.toContain('<h1>About');
        expect(page).toContain('<div id="root"></div>');
      }
    } finally {
      activate(bundled);
    }
  });

  it('writes /remotes.json from the configuration, never cached', async () => {
    const response = await server.request({ method: 'GET', url: '/remotes.json' });
    expect(response.headers['cache-control']).toBe(NO_CACHE);
    expect(response.json()).toEqual({
      marketing: '/remotes/marketing/mf-manifest.json',
      farmer: '/remotes/farmer/mf-manifest.json',
      kitchen: '/remotes/kitchen/mf-manifest.json',
      admin: 'https://cdn.example.test/admin/v2/mf-manifest.json',
      delivery: '/remotes/delivery/mf-manifest.json',
    });
  });

  it('sends a Content-Security-Policy without unsafe-eval that allows a remote on another origin', async () => {
    const csp = String((await server.request({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.example\.test/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.test/);
  });
});

describe('the API beside the apps', () => {
  it('answers JSON 404 for an unknown API path and reports health', async () => {
    const missing = await server.request({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Not found.' });
    expect((await server.request({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: expect.any(String),
    });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await server.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The JSON body is malformed.' });
  });
});

describe('cacheControlFor', () => {
  it('keeps entry points fresh and hashed chunks for good', () => {
    expect(cacheControlFor('/dist/index.html')).toBe(NO_CACHE);
    expect(cacheControlFor('/dist/remoteEntry.js')).toBe(NO_CACHE);
    expect(cacheControlFor('/dist/vendors.1a2b3c4d.js')).toBe(FOREVER);
    expect(cacheControlFor('/dist/favicon.ico')).toBe(NO_CACHE);
  });
});
