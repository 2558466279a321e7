import { captureEarlyEvents } from './captureEarlyEvents';

export interface PageHead {
  /** The document's title ('Our Menu · FarmPlate'); the template's own when none. */
  title: string | undefined;
  /** CSS inlined in the head. */
  css: string;
  /** styled-components' style tags of the page. */
  styleTags: string;
}

/** The shell's entry as html-webpack-plugin writes it into index.html. */
const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/;

/**
 * The shell's index.html with its entry started by `startScript` (public/start-after-first-screen.js)
 * once the first screen has painted: the entry is preloaded (at the priority its deferred script
 * had) and named by the start script's data-entry.
 */
export function startingAfterFirstScreen(template: string, startScript: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error(`The shell's index.html has no ${String(ENTRY_SCRIPT)}`);
  return template
    .replace('</head>', () => `<link rel="preload" as="script" href="${entry}" fetchpriority="low"></head>`)
    .replace(ENTRY_SCRIPT, () => `<script defer src="${startScript}" data-entry="${entry}"></script>`);
}

/**
 * The first entry of a page that starts without the federated app (a public page's islands, a
 * sign-in screen), and the lazy chunks the page needs.
 */
export interface FirstEntryScripts {
  /** The entry's address (the marketing build's islands.<hash>.js, the shell's sign-in.<hash>.js). */
  entry: string;
  /** The page's lazy chunks: preloaded beside the entry, not found one after the other. */
  chunks: string[];
}

/** The shell's own link to /remotes.json, which only the shell's start reads. */
const REMOTES_JSON_PRELOAD = /<link rel="preload" href="\/remotes\.json"[^>]*>/;

/**
 * The shell's index.html started by an entry of its own (a prerendered public page whose parts that
 * act are islands, a sign-in screen): that entry is the page's one script; the shell's entry is only
 * named (data-shell-entry), for the page to start the app if it ever needs it. Nothing of the
 * federated app is fetched: no entry preload, no /remotes.json.
 */
export function startingWithFirstEntry(template: string, islands: FirstEntryScripts): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error(`The shell's index.html has no ${String(ENTRY_SCRIPT)}`);
  const preloads = islands.chunks.map((chunk) => `<link rel="preload" as="script" href="${chunk}">`).join('');
  return template
    .replace(REMOTES_JSON_PRELOAD, '')
    .replace('</head>', () => `${preloads}</head>`)
    .replace(
      ENTRY_SCRIPT,
      () => `<script defer src="${islands.entry}" data-first-entry="" data-shell-entry="${entry}"></script>`,
    );
}

/** captureEarlyEvents as an inline script of the page. */
export const EARLY_EVENTS_SCRIPT = `<script>(${captureEarlyEvents
  .toString()
  .replace(/^\s*\/\/.*$/gm, '')
  .replace(/\n\s*/g, '\n')})()</script>`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The shell's index.html holding a rendered page: its title, its styles in the head, its markup in
 * #root (and the region preference it was rendered for). The page reads without JavaScript, so the "needs JavaScript" notice goes.
 */
export function prerenderedHtml(
  template: string,
  head: PageHead,
  markup: string,
  preferredRegion: 'ng' | null = null,
): string {
  const replaceOnce = (html: string, search: string | RegExp, replacement: string) => {
    const replaced = html.replace(search, () => replacement);
    if (replaced === html) throw new Error(`The shell's index.html has no ${String(search)}`);
    return replaced;
  };
  let html = template;
  if (head.title) html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  // The fonts are not preloaded: text is drawn at once in the fallback face (font-display: swap),
  // and four font preloads competing with the page's scripts put its LCP off by 0.4 s (Lighthouse,
  // mobile) for a layout shift of 0.02 saved.
  html = replaceOnce(html, '</head>', `<style>${head.css}</style>${head.styleTags}</head>`);
  html = html.replace(/<noscript>[^<]*<\/noscript>/, '');
  // data-prerendered: the page is not interactive yet; the shell removes it once hydrated (src/main.tsx).
  // Before it, so before any of the page is painted, the one inline script: it keeps what the
  // visitor does until then (the server allows it by its hash, packages/api-server/src/platform/static).
  return replaceOnce(
    html,
    '<div id="root"></div>',
    // data-preferred-region: the version for a visitor who chose Nigeria (@farmplate/session hydrates it so)
    `${EARLY_EVENTS_SCRIPT}<div id="root" data-prerendered=""${preferredRegion ? ` data-preferred-region="${preferredRegion}"` : ''}>${markup}</div>`,
  );
}
