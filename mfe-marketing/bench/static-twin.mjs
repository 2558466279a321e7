// The static twin of a page: the same page, rendered by the app in Chromium, then served as plain
// HTML with its CSS inlined and no JavaScript. Lighthouse on the twin is the limit a page can reach
// on this machine: it has the page's markup, styles, images and fonts, and none of the federation
// chain (shell → remotes.json → manifest → remote entry → chunks) in front of the first paint.
import { createServer, request as httpRequest } from 'node:http';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import { chromium } from 'playwright-core';

/**
 * Runs in the page: a copy of the rendered document without scripts, its stylesheets inlined.
 * The copy is taken from a clone so the live app is left alone while we read it.
 */
async function renderedDocumentWithoutScripts() {
  const clone = document.documentElement.cloneNode(true);

  // styled-components writes its rules with insertRule in production: the <style> elements are
  // empty in the markup and the rules live only in the CSSOM. Write them out as text.
  const liveStyles = [...document.querySelectorAll('style')];
  const clonedStyles = [...clone.querySelectorAll('style')];
  liveStyles.forEach((style, index) => {
    const rules = style.sheet?.cssRules;
    if (rules && clonedStyles[index])
      clonedStyles[index].textContent = [...rules].map((rule) => rule.cssText).join('\n');
  });

  // No JavaScript: scripts, script preloads and the federation manifest's fetch preload (only scripts read it).
  clone
    .querySelectorAll('script, link[rel~="modulepreload"], link[as="script"], link[rel~="preload"][as="fetch"]')
    .forEach((element) => element.remove());

  // Every stylesheet inlined; url() references made absolute against the stylesheet's own address,
  // since relative ones would otherwise resolve against the page's.
  for (const link of [...clone.querySelectorAll('link[rel~="stylesheet"][href]')]) {
    const sheetUrl = new URL(link.getAttribute('href'), document.baseURI).href;
    const css = await (await fetch(sheetUrl)).text();
    const style = document.createElement('style');
    if (link.media) style.media = link.media;
    style.textContent = css.replace(/url\(\s*(['"]?)([^'")]+)\1\s*\)/g, (match, quote, ref) =>
      ref.startsWith('data:') || ref.startsWith('#') ? match : `url(${quote}${new URL(ref, sheetUrl).href}${quote})`,
    );
    link.replaceWith(style);
  }
  return `<!DOCTYPE html>\n${clone.outerHTML}`;
}

/**
 * Opens each page in Chromium with Lighthouse's mobile screen (412 × 823 at 1.75), waits for its
 * h1 and a quiet network, and returns the twin HTML of each path. Addresses on the app's origin
 * become root-relative, so the twin fetches images and fonts from its own origin (the proxy).
 */
export async function captureStaticTwins(base, paths, { executablePath, args }) {
  const origin = new URL(base).origin;
  const browser = await chromium.launch({ executablePath, args });
  const twins = new Map();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    for (const pagePath of paths) {
      await page.goto(`${base}${pagePath}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const html = await page.evaluate(renderedDocumentWithoutScripts);
      twins.set(pagePath, html.split(`${origin}/`).join('/'));
    }
  } finally {
    await browser.close();
  }
  return twins;
}

/**
 * A small server on a free port: the twin paths answer with the twin HTML (brotli, as a static host
 * would send it); every other request (fonts, assets, images, favicon) is passed to the app server,
 * so the twin loads the very same files. Resolves to its URL and a stop function.
 */
export async function serveStaticTwins(twins, appBase) {
  const app = new URL(appBase);
  const bodies = new Map(
    [...twins].map(([pagePath, html]) => [
      pagePath,
      {
        plain: Buffer.from(html),
        brotli: brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      },
    ]),
  );
  const server = createServer((req, res) => {
    const body = bodies.get(new URL(req.url, 'http://twin').pathname);
    if (body && (req.method === 'GET' || req.method === 'HEAD')) {
      const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
      const bytes = brotli ? body.brotli : body.plain;
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': bytes.length,
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        ...(brotli ? { 'content-encoding': 'br' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : bytes);
      return;
    }
    const upstream = httpRequest(
      {
        hostname: app.hostname,
        port: app.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: app.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
