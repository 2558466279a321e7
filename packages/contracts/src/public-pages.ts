/** The shell's own pages; every other address is the public site of the marketing remote. */
const SHELL_PAGES = /^\/(dashboard|login|register|forgot-password|unauthorized)(\/|$)/;

/** An address of the public site (the marketing remote's), as the shell and the server tell them apart. */
export const isPublicPath = (pathname: string): boolean => !SHELL_PAGES.test(pathname);

/** The performance mark the shell sets once a prerendered page has hydrated (read by the first-load budget test). */
export const HYDRATED_MARK = 'farmplate:hydrated';

/**
 * The performance mark a page started by its own first entry (islands, a sign-in screen) sets once
 * every part of its first screen has hydrated: it says the page is interactive before (a part not
 * hydrated yet hydrates in the visitor's first event into it), and the bench reports both.
 */
export const FIRST_SCREEN_HYDRATED_MARK = 'farmplate:first-screen-hydrated';

/**
 * Where a prerendered page's file is, relative to the folder it was prerendered into (the shell's
 * build, or a marketing release's folder); the prerender writes it there and the server reads it:
 * '/us/menu' → 'prerendered/us/menu.html', '/' → 'prerendered/index.html',
 * '/privacy-policy?region=ng' → 'prerendered/privacy-policy@region=ng.html'.
 */
export function prerenderedFile(address: string): string {
  const [pathname = '/', query] = address.split('?');
  const page = pathname.replace(/^\/+|\/+$/g, '') || 'index';
  return `prerendered/${page}${query ? `@${query}` : ''}.html`;
}
