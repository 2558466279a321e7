import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { brotliDecompressSync } from 'node:zlib';
import { startTestServer, type TestServer } from '../../testing/test-server';
import { FORM_FALLBACK_PER_MINUTE, TRY_AGAIN_MESSAGE } from './form-fallback';
import { FILTERED_MENU_PAGES_PER_MINUTE } from './menu-filter-page';

/** What a visitor meets before the app has started: the page's one inline script, their region's page, a form the browser sent. */
let server: TestServer;
let log = '';
const EARLY_SCRIPT = '(function captureEarlyEvents(){ document.title = "early"; })()';
const LOGIN_PAGE =
  '<!doctype html><html><head><title>Login · FarmPlate</title></head><body><div id="root" data-prerendered="">' +
  '<form method="post" action="/login"><input type="email" name="email" id="email" value=""/>' +
  '<input type="password" name="password" value=""/></form></div>' +
  `<script>${EARLY_SCRIPT}</script></body></html>`;
const page = (body: string, root = '') =>
  `<!doctype html><html><head></head><body><div id="root" data-prerendered=""${root}>${body}</div></body></html>`;

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server = await startTestServer({ logStream: stream, configure: (config) => void (config.logger = true) });
  const prerendered = path.join(server.config.shellDist, 'prerendered');
  await mkdir(path.join(prerendered, 'ng'), { recursive: true });
  await writeFile(path.join(server.config.shellDist, 'index.html'), page(''));
  await writeFile(path.join(prerendered, 'login.html'), LOGIN_PAGE);
  await writeFile(path.join(prerendered, 'index.html'), page('<a href="/grocery">Grocery</a>'));
  await writeFile(
    path.join(prerendered, 'index@preferredRegion=ng.html'),
    page('<a href="/about">About</a>', ' data-preferred-region="ng"'),
  );
  await writeFile(path.join(prerendered, 'about.html'), page('<h1>About us</h1>'));
  await writeFile(path.join(prerendered, 'us.html'), page('<a href="/us/grocery">Grocery</a>'));
  await mkdir(path.join(prerendered, 'us'), { recursive: true });
  await writeFile(
    path.join(prerendered, 'us', 'menu.html'),
    page('<input type="search" name="q" value=""/><article data-menu-dish="" data-search="pie"></article>'),
  );
  await writeFile(
    path.join(prerendered, 'ng.html'),
    page('<h1>Nigeria</h1>').replace(
      '</body>',
      '<script defer src="/remotes/marketing/islands.0a1b2c3d.js" data-first-entry="" data-shell-entry="/main.js"></script></body>',
    ),
  );
});
afterAll(() => server.close());

describe('the inline script of a prerendered page', () => {
  it('is allowed by its hash, and no other inline script is', async () => {
    const response = await server.request({ method: 'GET', url: '/login' });
    const hash = createHash('sha256').update(EARLY_SCRIPT).digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(scriptSources).toBe(`'self' 'sha256-${hash}'`);
  });
});

describe('a page started by its islands', () => {
  it('is sent without the hints of the federated app’s files, which a page started by the app gets', async () => {
    const islands = await server.request({ method: 'GET', url: '/ng' });
    expect(islands.body).toContain('data-first-entry');
    expect(islands.body).not.toContain('mf-manifest.json');
    const app = await server.request({ method: 'GET', url: '/us' });
    expect(app.body).toContain('<link rel="preload" href="/remotes/marketing/mf-manifest.json" as="fetch"');
  });
});

describe('the region a visitor chose', () => {
  const grocery = async (url: string, cookie?: string) => {
    const response = await server.request({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return { body: response.body, vary: String(response.headers.vary) };
  };

  it("decides / from the first byte: Nigeria's version without Grocery for a visitor who chose Nigeria", async () => {
    const chosen = await grocery('/', 'theme=dark; preferredRegion=ng');
    expect(chosen.body).not.toContain('Grocery');
    expect(chosen.body).toContain('data-preferred-region="ng"');
    expect(chosen.vary).toContain('Cookie');
    expect((await grocery('/', 'preferredRegion=us')).body).toContain('Grocery');
    expect((await grocery('/')).body).toContain('Grocery');
    // a cookie that only looks like it counts for nothing
    expect((await grocery('/', 'xpreferredRegion=ng')).body).toContain('Grocery');
  });

  it('leaves the /us and /ng layouts, and a page without a Nigeria version, as they are', async () => {
    expect((await grocery('/us', 'preferredRegion=ng')).body).toContain('Grocery');
    expect((await grocery('/about', 'preferredRegion=ng')).body).toContain('<h1>About us</h1>');
  });
});

describe('a filtered menu address', () => {
  it("is answered with the menu's prerendered page, filtered until the app has started", async () => {
    const response = await server.request({
      method: 'GET',
      url: '/us/menu?category=dessert&q=pie',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(response.rawPayload).toString();
    expect(body).toContain('[data-search*="pie"]');
    expect(body).toContain('name="q" value="pie"');
    // a bad value is no filter; another parameter is a page rendered in the browser
    expect((await server.request({ method: 'GET', url: '/us/menu?category=brunch' })).body).toContain('data-menu-dish');
    expect((await server.request({ method: 'GET', url: '/us/menu?type=farmer' })).body).not.toContain('data-menu-dish');
  });

  it('is made for one address a few times a minute; past that the plain menu is sent', async () => {
    const filteredMenu = (ip: string) => server.request({ method: 'GET', url: '/us/menu?q=pie', remoteAddress: ip });
    for (let sent = 0; sent < FILTERED_MENU_PAGES_PER_MINUTE; sent += 1) {
      expect((await filteredMenu('10.9.0.1')).body).toContain('[data-search*="pie"]');
    }
    const flooded = await filteredMenu('10.9.0.1');
    expect(flooded.statusCode).toBe(200);
    expect(flooded.body).toContain('data-menu-dish');
    expect(flooded.body).not.toContain('[data-search*="pie"]');
    // another address is not held back
    expect((await filteredMenu('10.9.0.2')).body).toContain('[data-search*="pie"]');
  });
});

describe("the menu's search the browser sent itself", () => {
  const postSearch = (payload: string, ip = '10.8.0.1') =>
    server.request({
      method: 'POST',
      url: '/us/menu',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });

  it('is sent on to the filtered address, a bad category and line breaks left out', async () => {
    const response = await postSearch('category=dessert&q=apple+pie');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/us/menu?category=dessert&q=apple+pie');
    expect((await postSearch('category=brunch&q=pie%0A')).headers.location).toBe('/us/menu?q=pie');
    expect((await postSearch('q=')).headers.location).toBe('/us/menu');
  });

  it('refuses a body larger than a form, and a flood from one address', async () => {
    expect((await postSearch(`q=${'a'.repeat(10_000)}`, '10.8.0.2')).statusCode).toBe(413);
    const answers = [];
    for (let sent = 0; sent <= FORM_FALLBACK_PER_MINUTE; sent += 1) answers.push(await postSearch('q=pie', '10.8.0.3'));
    expect(answers.slice(0, -1).every((answer) => answer.statusCode === 303)).toBe(true);
    expect(answers.at(-1)!.statusCode).toBe(429);
  });
});

describe('a sign-in form the browser sent itself', () => {
  const postLogin = (payload: string, ip = '10.0.0.1') =>
    server.request({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
      remoteAddress: ip,
    });

  it('is answered with the page asking to try again, the email kept, the password nowhere', async () => {
    const response = await postLogin('email=kitchen%40farmplate.test&password=secret-Pa55word');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<p role="alert"`);
    expect(response.body).toContain(TRY_AGAIN_MESSAGE);
    expect(response.body).toMatch(/<input type="email" name="email" id="email" value="kitchen@farmplate.test"\/>/);
    expect(response.body).not.toContain('secret-Pa55word');
    expect(log).not.toContain('secret-Pa55word');
    expect(log).toContain('incoming request'); // the request was logged, without its body
  });

  it('keeps no email that is not one, and escapes what it keeps', async () => {
    const odd = await postLogin(`email=${encodeURIComponent('"><script>x</script>@a.b')}&password=x`);
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('<script>x</script>');
  });

  it('refuses a body larger than a form, and a flood from one address', async () => {
    const large = await postLogin(`email=a%40b.co&password=${'x'.repeat(9_000)}`);
    expect(large.statusCode).toBe(413);
    expect(large.body).not.toMatch(/at .*\.js/);
    const answers: number[] = [];
    for (let attempt = 0; attempt <= FORM_FALLBACK_PER_MINUTE; attempt += 1) {
      answers.push((await postLogin('email=a%40b.co&password=x', '10.0.0.9')).statusCode);
    }
    expect(answers.slice(0, FORM_FALLBACK_PER_MINUTE).every((status) => status === 200)).toBe(true);
    expect(answers[FORM_FALLBACK_PER_MINUTE]).toBe(429);
  });
});
