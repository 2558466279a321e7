import path from 'node:path';

/** Files the browser must re-check every time: entry points that name the hashed chunks. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'remotes.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
]);
/** A webpack content hash in the name ('main.3f9a1c2b.js', '812.a1b2c3d4e5.css'). */
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export const NO_CACHE = 'no-cache';
export const FOREVER = 'public, max-age=31536000, immutable';

/** Cache-Control of a built file: a year for content-hashed chunks, revalidation for the rest. */
export function cacheControlFor(filePath: string): string {
  // A precompressed copy ('main.3f9a1c2b.js.br') is cached like the file it compresses.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (ALWAYS_REVALIDATE.has(name) || name.endsWith('.html')) return NO_CACHE;
  return CONTENT_HASH.test(name) ? FOREVER : NO_CACHE;
}
