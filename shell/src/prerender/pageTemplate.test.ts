import { EARLY_EVENTS_SCRIPT, prerenderedHtml, startingAfterFirstScreen, startingWithFirstEntry } from './pageTemplate';
import { prerenderedFile } from '@farmplate/contracts';
import { nigeriaChosenAddresses, prerenderedAddresses } from './prerenderedPages';

const TEMPLATE =
  '<!doctype html><html><head><title>FarmPlate</title></head><body><noscript>FarmPlate needs JavaScript to run.</noscript><div id="root"></div><script defer src="/main.js"></script></body></html>';

test('a prerendered page is the shell’s page with its title, styles and markup, marked as not hydrated yet', () => {
  const html = prerenderedHtml(
    TEMPLATE,
    { title: 'Fish & Chips · FarmPlate', css: '@font-face{}', styleTags: '<style data-styled="true">.a{}</style>' },
    '<main><h1>Menu</h1></main>',
  );
  expect(html).toContain('<title>Fish &amp; Chips · FarmPlate</title>');
  expect(html).toContain('<style>@font-face{}</style><style data-styled="true">.a{}</style></head>');
  // before the markup, so before any of it can be painted: the one inline script, which keeps what the visitor does
  expect(html).toContain(`${EARLY_EVENTS_SCRIPT}<div id="root" data-prerendered=""><main><h1>Menu</h1></main></div>`);
  expect(html).not.toContain('noscript');
  expect(html).toContain('<script defer src="/main.js"></script>');
});

test('a prerendered page preloads the shell’s entry and runs it through the start script', () => {
  const template =
    '<html><head><title>FarmPlate</title></head><body><div id="root"></div><script defer="defer" src="/main.1234abcd.js"></script></body></html>';
  const html = startingAfterFirstScreen(template, '/start-after-first-screen.0f0f0f0f.js');
  expect(html).toContain('<link rel="preload" as="script" href="/main.1234abcd.js" fetchpriority="low"></head>');
  expect(html).toContain(
    '<script defer src="/start-after-first-screen.0f0f0f0f.js" data-entry="/main.1234abcd.js"></script></body>',
  );
  expect(html).not.toContain('<script defer="defer" src="/main.1234abcd.js">');
  expect(() => startingAfterFirstScreen('<html><head></head><body></body></html>', '/start.js')).toThrow(
    /has no .*<script defer/,
  );
});

test('a page started by its islands runs the islands’ entry alone, preloads its chunks, and only names the shell’s entry', () => {
  const template =
    '<html><head><title>FarmPlate</title><link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous"/></head><body><div id="root"></div><script defer="defer" src="/main.1234abcd.js"></script></body></html>';
  const html = startingWithFirstEntry(template, {
    entry: '/remotes/marketing/islands.0f0f0f0f.js',
    chunks: ['/remotes/marketing/islands-newsletter.1a1a1a1a.js'],
  });
  expect(html).toContain(
    '<script defer src="/remotes/marketing/islands.0f0f0f0f.js" data-first-entry="" data-shell-entry="/main.1234abcd.js"></script></body>',
  );
  expect(html).toContain(
    '<link rel="preload" as="script" href="/remotes/marketing/islands-newsletter.1a1a1a1a.js"></head>',
  );
  // nothing of the federated app is fetched: not its entry, not the remotes' list
  expect(html).not.toContain('src="/main.1234abcd.js"');
  expect(html).not.toContain('href="/main.1234abcd.js"');
  expect(html).not.toContain('/remotes.json');
});

test('a template without the root to fill is an error, not a page without content', () => {
  expect(() =>
    prerenderedHtml('<html><head></head><body></body></html>', { title: undefined, css: '', styleTags: '' }, 'x'),
  ).toThrow(/no <div id="root"><\/div>/);
});

test('pages are written where the server looks for them', () => {
  expect(prerenderedFile('/')).toBe('prerendered/index.html');
  expect(prerenderedFile('/us')).toBe('prerendered/us.html');
  expect(prerenderedFile('/us/menu/1')).toBe('prerendered/us/menu/1.html');
  expect(prerenderedFile('/us/privacy-policy?region=ng')).toBe('prerendered/us/privacy-policy@region=ng.html');
  expect(prerenderedAddresses({ us: ['/us', '/us/delivery-policy'], ng: ['/ng'], general: ['/'] })).toEqual([
    '/us',
    '/us/delivery-policy',
    '/ng',
    '/',
    '/us/delivery-policy?region=us',
    '/us/delivery-policy?region=ng',
    '/login',
    '/register',
    '/forgot-password',
  ]);
});

test('the inline script is the early-event capture, and runs as written', () => {
  expect(EARLY_EVENTS_SCRIPT).toMatch(/^<script>\(function captureEarlyEvents\(\) \{[\s\S]*\}\)\(\)<\/script>$/);
  expect(EARLY_EVENTS_SCRIPT).not.toMatch(/^\s*\/\//m);
  document.body.innerHTML = '<div id="root" data-prerendered=""><button>Next</button></div>';
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the page's own inline script, as the browser runs it
  new Function(EARLY_EVENTS_SCRIPT.replace(/^<script>|<\/script>$/g, ''))();
  const click = new MouseEvent('click', { bubbles: true, cancelable: true });
  document.querySelector('button')!.dispatchEvent(click);
  expect(click.defaultPrevented).toBe(true); // held until the app has started
});

test('the general layout’s pages have a version for a visitor who chose Nigeria, and a marked root', () => {
  expect(nigeriaChosenAddresses({ us: ['/us'], ng: ['/ng'], general: ['/', '/about'] })).toEqual([
    '/?preferredRegion=ng',
    '/about?preferredRegion=ng',
  ]);
  expect(prerenderedFile('/?preferredRegion=ng')).toBe('prerendered/index@preferredRegion=ng.html');
  const html = prerenderedHtml(TEMPLATE, { title: undefined, css: '', styleTags: '' }, '<h1>Home</h1>', 'ng');
  expect(html).toContain('<div id="root" data-prerendered="" data-preferred-region="ng"><h1>Home</h1></div>');
});
