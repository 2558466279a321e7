import { createHash } from 'node:crypto';
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

/** The shell's sign-in screens and the /us and /ng layouts show the same whatever region the visitor chose. */
const REGION_OR_SHELL_PAGE = /^\/(us|ng|login|register|forgot-password)(\/|$)/;

/**
 * Whether the page at `url` follows the visitor's stored region: a page of the general layout (at
 * /, not /us or /ng) without a query shows Nigeria's home and About and no Grocery to a visitor who
 * chose Nigeria.
 */
export const followsStoredRegion = (url: string): boolean => !url.includes('?') && !REGION_OR_SHELL_PAGE.test(url);

/** The preferredRegion cookie the app sets beside the stored preference (@farmplate/session). */
const NIGERIA_CHOSEN_COOKIE = /(?:^|;\s*)preferredRegion=ng(?:;|$)/;
export const nigeriaChosen = (request: { headers: { cookie?: string } }): boolean =>
  NIGERIA_CHOSEN_COOKIE.test(request.headers.cookie ?? '');

/** The version of a general-layout page prerendered for a visitor who chose Nigeria: '/about' → prerendered/about@preferredRegion=ng.html. */
export function nigeriaChosenFileOf(folder: string, pathname: string): string | null {
  if (!prerenderedFileOf(folder, pathname)) return null;
  return path.join(folder, prerenderedFile(`${pathname}?preferredRegion=ng`));
}

export interface PageBodies {
  html: string;
  /** The Content-Security-Policy sources of the page's inline scripts ('sha256-…'). */
  inlineScripts: string[];
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
      const page = await readFile(file, 'utf8');
      // A page started by an entry of its own loads none of the federated app's files: the marketing
      // build's hints would fetch them while the page's own entry is what it needs (the prerender
      // wrote its preloads).
      bodies = pageBodies(startsWithItsOwnEntry(page) ? page : withPreloadTags(page, preloadTags), 9);
      if (pages.size >= maxEntries) pages.clear();
      pages.set(key, bodies);
    }
    return bodies;
  };
}

/** A page's bodies, compressed at `quality` (brotli's 0–11; gzip's level at most 9). */
export function pageBodies(html: string, quality: number): PageBodies {
  return {
    html,
    inlineScripts: inlineScriptSources(html),
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    gzip: gzipSync(html, { level: Math.min(quality, 9) }),
  };
}

/** Whether a prerendered page starts with an entry of its own (its islands, a sign-in screen's), not the app (shell/src/prerender/pageTemplate.ts). */
export const startsWithItsOwnEntry = (html: string): boolean => /<script [^>]*\bdata-first-entry\b/.test(html);

/**
 * The hash sources of a page's inline scripts: the prerender writes one (the early-event capture,
 * shell/src/prerender/captureEarlyEvents.ts), which must run before any file could load, and the
 * Content-Security-Policy allows exactly it.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source]) =>
      `'sha256-${createHash('sha256')
        .update(source ?? '')
        .digest('base64')}'`,
  );
}

/** The Content-Security-Policy with `sources` added to what script-src allows. */
export function allowingScripts(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    /(^|;)(\s*script-src [^;]*)/,
    (_match, start: string, directive: string) => `${start}${directive} ${sources.join(' ')}`,
  );
}
