import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { prerenderedFile } from '@farmplate/contracts';
import { withPreloadTags } from './preload-hints';

/**
 * The marketing build this server bundles, which `pnpm build` prerenders the public pages with
 * (shell/src/prerender) into the shell's build. A marketing release built from source
 * (`pnpm release marketing`) has its own, in its folder; another active build (a prebuilt release, a
 * relocated remote) renders differently: its visitors get the shell's empty page, rendered in the browser.
 */
export const BUNDLED_MARKETING_MANIFEST = '/remotes/marketing/mf-manifest.json';

/** Addresses a prerendered file can exist for: lower-case segments, nothing encoded, no dots. */
const PAGE_ADDRESS = /^(\/[a-z0-9-]+)*\/?$/;
/** The one query a prerendered page has versions for: a legal page's region (the footer's links). */
const PRERENDERED_QUERY = /^region=(us|ng)$/;

/**
 * The file of a prerendered page in the folder it was prerendered into (the shell's build or a
 * marketing release's folder), if the address can have one: '/us/about' → prerendered/us/about.html,
 * '/privacy-policy?region=ng' → prerendered/privacy-policy@region=ng.html. Any other query can
 * change the page: none.
 */
export function prerenderedFileOf(folder: string, url: string): string | null {
  const [pathname = '/', query] = url.split('?');
  if (!PAGE_ADDRESS.test(pathname) || (query !== undefined && !PRERENDERED_QUERY.test(query))) return null;
  return path.join(folder, prerenderedFile(url));
}

export interface PageBodies {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Prerendered pages with the request's preload tags, compressed once: a page is 30–40 KB of markup
 * and styles, a fifth of that in brotli. Kept per file version and tags (the tags change only when
 * another marketing build becomes active).
 */
export function createPrerenderedPages(maxEntries = 256) {
  const pages = new Map<string, PageBodies>();
  return async function prerenderedPage(file: string, preloadTags: string): Promise<PageBodies | null> {
    const version = await stat(file).then(
      (info) => info.mtimeMs,
      () => null,
    );
    if (version === null) return null;
    const key = `${file}\n${version}\n${preloadTags}`;
    let bodies = pages.get(key);
    if (!bodies) {
      const html = withPreloadTags(await readFile(file, 'utf8'), preloadTags);
      bodies = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      if (pages.size >= maxEntries) pages.clear();
      pages.set(key, bodies);
    }
    return bodies;
  };
}
