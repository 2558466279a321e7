export interface PageHead {
  /** The document's title ('Our Menu · FarmPlate'); the template's own when none. */
  title: string | undefined;
  /** CSS inlined in the head. */
  css: string;
  /** styled-components' style tags of the page. */
  styleTags: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Preloads of the fonts the CSS names (WOFF2, what every browser we serve reads): fetched with the
 * page, so text is drawn in its own font from the start and does not move when the font arrives.
 */
export const fontPreloads = (css: string): string =>
  [...new Set(css.match(/url\([^)]+\.woff2\)/g) ?? [])]
    .map((url) => url.slice(4, -1))
    .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
    .join('');

/**
 * The shell's index.html holding a rendered page: its title, its styles in the head, its markup in
 * #root. The page reads without JavaScript, so the "needs JavaScript" notice goes.
 */
export function prerenderedHtml(template: string, head: PageHead, markup: string): string {
  const replaceOnce = (html: string, search: string | RegExp, replacement: string) => {
    const replaced = html.replace(search, () => replacement);
    if (replaced === html) throw new Error(`The shell's index.html has no ${String(search)}`);
    return replaced;
  };
  let html = template;
  if (head.title) html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`);
  html = replaceOnce(html, '</head>', `${fontPreloads(head.css)}<style>${head.css}</style>${head.styleTags}</head>`);
  html = html.replace(/<noscript>[^<]*<\/noscript>/, '');
  // data-prerendered: the page is not interactive yet; the shell removes it once hydrated (src/main.tsx)
  return replaceOnce(html, '<div id="root"></div>', `<div id="root" data-prerendered="">${markup}</div>`);
}
