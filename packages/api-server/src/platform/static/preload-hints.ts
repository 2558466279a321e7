import { readFile } from 'node:fs/promises';
import path from 'node:path';

interface ManifestAssets {
  js?: { sync?: string[] };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: ManifestAssets }[];
}

/**
 * `<link rel=preload>` tags for the public site. Without them the browser discovers the marketing
 * remote one file at a time (shell entry → remotes.json → manifest → remoteEntry.js → ./App); with
 * them it fetches the chain at once, which is most of a phone's wait for the first page.
 * Only a build served from this origin is read (`remoteDist`: its folder, or null); a relocated one
 * gets a manifest hint only.
 * The manifest is read for each page, so a newly published marketing build is hinted at once.
 */
export async function marketingPreloadTags(manifestUrl: string, remoteDist: string | null): Promise<string> {
  const tags = [`<link rel="preload" href="${manifestUrl}" as="fetch" crossorigin="anonymous">`];
  if (!remoteDist) return tags.join('');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(remoteDist, 'mf-manifest.json'), 'utf8')) as Manifest;
  } catch {
    return tags.join(''); // not built yet: the shell still finds everything without hints
  }
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = manifest.metaData?.remoteEntry;
  const scripts = [
    entry?.name ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : undefined,
    ...(manifest.exposes?.find((expose) => expose.name === 'App')?.assets?.js?.sync ?? []),
  ].filter((file): file is string => !!file);
  for (const file of scripts) tags.push(`<link rel="preload" href="${base}${file}" as="script">`);
  return tags.join('');
}

/** index.html with the tags added at the end of <head>. */
export const withPreloadTags = (html: string, tags: string) => html.replace('</head>', `${tags}</head>`);
