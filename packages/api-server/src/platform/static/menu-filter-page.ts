import { isMenuFilterQuery, menuFilterOf, MENU_FILTER_PARAMS, type MenuFilter } from '@farmplate/contracts';

/** Filtered menu pages one client address is sent a minute; past that, the plain menu (the app filters it). */
export const FILTERED_MENU_PAGES_PER_MINUTE = 60;

/** The public menu of each layout. */
export const MENU_PAGES = ['/menu', '/us/menu', '/ng/menu'] as const;
const isMenuPage = (pathname: string) => (MENU_PAGES as readonly string[]).includes(pathname);

/**
 * A menu address with a filter (/us/menu?category=lunch&q=salad, @farmplate/contracts' menu-filter):
 * the page it is answered with (/us/menu, prerendered) and the filter. Any value is accepted (a bad
 * one means no filter, as the page reads it); another parameter makes it another page (null).
 */
export function menuFilterRequest(url: string): { pathname: string; filter: MenuFilter } | null {
  const [pathname = '/', query] = url.split('?');
  if (!isMenuPage(pathname) || query === undefined) return null;
  const params = new URLSearchParams(query);
  return isMenuFilterQuery(params) ? { pathname, filter: menuFilterOf(params) } : null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A CSS string holding `text`, every character but letters, digits and spaces escaped (nothing can end it, or the style element). */
const cssString = (text: string) =>
  `"${[...text].map((char) => (/[a-z0-9 ]/i.test(char) ? char : `\\${char.codePointAt(0)?.toString(16)} `)).join('')}"`;

/**
 * The prerendered menu with a filter applied while the menu shows the server's unfiltered list:
 * a stylesheet scoped to `[data-menu-unfiltered]` (MenuPage.tsx marks its list so until it has
 * applied the address itself) hides the dishes the filter leaves out, matching the card's
 * data-categories and lower-case data-search (DishCard.tsx) as filterDishes does, and the count,
 * which counts them all; the search box and the form's category hold the filter. Without
 * JavaScript the page stays so. With it the app hydrates the same unfiltered markup, then filters
 * from the address and drops the mark in one render: the list never shows unfiltered. Nothing
 * in #root changes but the fields' values: React hydrates what the prerender wrote.
 */
export function withMenuFilter(html: string, { category, search }: MenuFilter): string {
  const dish = '[data-menu-unfiltered] [data-menu-dish]';
  const rules = [
    category !== 'all' && `${dish}:not([data-categories~=${cssString(category)}])`,
    search !== '' && `${dish}:not([data-search*=${cssString(search.toLowerCase())}])`,
  ].filter((rule): rule is string => Boolean(rule));
  if (rules.length === 0) return html;
  const style = `<style>${rules.join(',')}{display:none}[data-menu-unfiltered] [data-dish-count]{visibility:hidden}</style>`;
  const withField = (page: string, name: string, value: string) =>
    page.replace(new RegExp(`<input([^>]*\\bname="${name}"[^>]*?)/?>`), (_tag, attributes: string) => {
      const kept = attributes.replace(/\svalue="[^"]*"/, '');
      return `<input${kept} value="${escapeHtml(value)}"/>`;
    });
  const filled = withField(
    withField(html, MENU_FILTER_PARAMS.search, search),
    MENU_FILTER_PARAMS.category,
    category === 'all' ? '' : category,
  );
  return filled.replace('</head>', () => `${style}</head>`);
}
