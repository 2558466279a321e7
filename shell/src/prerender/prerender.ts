// Writes the prerendered public pages into dist/prerendered after the shell's build (`pnpm build`
// runs it: webpack.config.cjs builds this file for Node into .prerender/). The server answers a
// page's address with its file while the marketing build it was rendered from is the active one.
// `pnpm release marketing` builds and runs it again with the release's code and PRERENDER_RELEASE_DIR:
// the marketing pages then go into the release's folder.
import './emptyBrowserStorage'; // first: modules below read storage as they load
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import marketing from 'marketing/App';
import { startsWithIslands } from 'marketing/islands';
import { documentTitle } from '../app/documentTitle';
import { prerenderedFile } from '@farmplate/contracts';
import { setPrerenderedRegion } from '@farmplate/session';
import {
  NIGERIA_CHOSEN,
  nigeriaChosenAddresses,
  prerenderedAddresses,
  SHELL_PUBLIC_PAGES,
  type PublicPages,
} from './prerenderedPages';
import { renderPage } from './renderPage';
import {
  prerenderedHtml,
  startingAfterFirstScreen,
  startingWithFirstEntry,
  type FirstEntryScripts,
  type PageHead,
} from './pageTemplate';

const shellDir = process.env.PRERENDER_SHELL_DIR ?? path.resolve(__dirname, '..');
const dist = path.join(shellDir, 'dist');
/** A marketing release's folder: its pages go there, and the shell's own pages stay the shell build's. */
const releaseDir = process.env.PRERENDER_RELEASE_DIR;
/** The marketing build the pages are rendered with: the release's, or the bundled one. */
const marketingDir = releaseDir ?? path.join(shellDir, '../mfe-marketing/dist');
/** Where browsers load that build's files from. */
const marketingUrl = process.env.PRERENDER_MARKETING_URL ?? '/remotes/marketing/';

/** The shell's CSS (the bundled fonts' faces), inlined in every page so text never waits for a file. */
function shellCss(): string {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared: { assets: { css: { sync: string[] } } }[];
  };
  const files = [...new Set(manifest.shared.flatMap((shared) => shared.assets.css.sync))];
  return files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
}

/** The address of the start script the shell's build emits (webpack.config.cjs's StartScriptPlugin). */
function startScript(): string {
  const file = readdirSync(dist).find((name) => /^start-after-first-screen\.[0-9a-f]{8}\.js$/.test(name));
  if (!file) throw new Error(`The shell's build in ${dist} has no start-after-first-screen.<hash>.js`);
  return `/${file}`;
}

/** A first entry's files (its <name>.entry.json: packages/federation's plain-entry-config.cjs). */
interface FirstEntry {
  entry: string[];
  chunks: Record<string, string[]>;
}
function firstEntry(dir: string, name: string): FirstEntry {
  const file = path.join(dir, `${name}.entry.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as FirstEntry;
  } catch (error) {
    throw new Error(`No ${name} entry in ${dir} (${file}): is that build done?`, { cause: error });
  }
}

/** A page's first entry (served from `url`) and the lazy chunks it needs (`chunks`, by their names). */
function firstEntryScripts(built: FirstEntry, url: string, chunks: Set<string | undefined>): FirstEntryScripts {
  const [entry, ...more] = built.entry;
  if (!entry || more.length) throw new Error(`A first entry is one file: ${built.entry.join(', ')}`);
  return {
    entry: `${url}${entry}`,
    chunks: Object.entries(built.chunks)
      .filter(([name]) => chunks.has(name))
      .flatMap(([, files]) => files.map((file) => `${url}${file}`)),
  };
}

/** The islands in a page's markup: their lazy chunks are named after them (mfe-marketing/src/islands). */
const islandsOf = (markup: string) => new Set([...markup.matchAll(/data-island="([^"]+)"/g)].map(([, name]) => name));

async function main() {
  const index = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const template = startingAfterFirstScreen(index, startScript());
  const islands = firstEntry(marketingDir, 'islands');
  const signIn = firstEntry(dist, 'sign-in');
  const css = shellCss();
  const publicPages = JSON.parse(
    readFileSync(path.join(shellDir, '../mfe-marketing/bench/public-pages.json'), 'utf8'),
  ) as PublicPages;
  const pages = [...prerenderedAddresses(publicPages), ...nigeriaChosenAddresses(publicPages)].filter(
    (address) => !releaseDir || !SHELL_PUBLIC_PAGES.includes(address),
  );
  const outDir = releaseDir ?? dist;
  for (const address of pages) {
    const [pathname = '/', query] = address.split('?');
    const nigeriaChosen = query === NIGERIA_CHOSEN;
    setPrerenderedRegion(nigeriaChosen ? 'ng' : null);
    const page = await renderPage(marketing, nigeriaChosen ? pathname : address);
    const head: PageHead = {
      title: page.title ? documentTitle(page.title) : undefined,
      css,
      styleTags: page.styleTags,
    };
    // A public page whose parts that act are islands starts with them, a sign-in screen with its
    // own entry (its screen's chunk is named after its address); any other page with the app.
    const started = SHELL_PUBLIC_PAGES.includes(pathname)
      ? startingWithFirstEntry(index, firstEntryScripts(signIn, '/', new Set([pathname.slice(1)])))
      : startsWithIslands(pathname)
        ? startingWithFirstEntry(index, firstEntryScripts(islands, marketingUrl, islandsOf(page.html)))
        : template;
    const file = path.join(outDir, prerenderedFile(address));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, prerenderedHtml(started, head, page.html, nigeriaChosen ? 'ng' : null));
  }
  console.log(`Prerendered ${pages.length} pages into ${path.join(outDir, 'prerendered')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
