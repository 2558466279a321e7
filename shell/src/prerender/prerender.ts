// Writes the prerendered public pages into dist/prerendered after the shell's build (`pnpm build`
// runs it: webpack.config.cjs builds this file for Node into .prerender/). The server answers a
// page's address with its file while the marketing build it was rendered from is the active one.
import './emptyBrowserStorage'; // first: modules below read storage as they load
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import marketing from 'marketing/App';
import { documentTitle } from '../app/documentTitle';
import { prerenderedAddresses, prerenderedFile, type PublicPages } from './prerenderedPages';
import { renderPage } from './renderPage';
import { prerenderedHtml, type PageHead } from './pageTemplate';

const shellDir = path.resolve(__dirname, '..');
const dist = path.join(shellDir, 'dist');

/** The shell's CSS (the bundled fonts' faces), inlined in every page so text never waits for a file. */
function shellCss(): string {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared: { assets: { css: { sync: string[] } } }[];
  };
  const files = [...new Set(manifest.shared.flatMap((shared) => shared.assets.css.sync))];
  return files.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
}

async function main() {
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const css = shellCss();
  const pages = prerenderedAddresses(
    JSON.parse(readFileSync(path.join(shellDir, '../mfe-marketing/bench/public-pages.json'), 'utf8')) as PublicPages,
  );
  for (const address of pages) {
    const page = await renderPage(marketing, address);
    const head: PageHead = {
      title: page.title ? documentTitle(page.title) : undefined,
      css,
      styleTags: page.styleTags,
    };
    const file = path.join(dist, prerenderedFile(address));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, prerenderedHtml(template, head, page.html));
  }
  console.log(`Prerendered ${pages.length} pages into dist/prerendered`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
