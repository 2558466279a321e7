/** The public pages of the three layouts, as mfe-marketing/bench/public-pages.json lists them. */
export interface PublicPages {
  us: string[];
  ng: string[];
  general: string[];
}

/** The shell's own pages a visitor opens without a session: their forms render before any script. */
export const SHELL_PUBLIC_PAGES = ['/login', '/register', '/forgot-password'];

/** Legal pages: the footer links them with the region they are written for (?region=us or ?region=ng). */
const LEGAL_PAGE = /\/(privacy-policy|terms-of-service|return-refund-policy|delivery-policy)$/;

/** Every address prerendered at build time: each page, and each legal page in each region's version. */
export function prerenderedAddresses(pages: PublicPages): string[] {
  const publicPages = [...pages.us, ...pages.ng, ...pages.general];
  const legalVersions = publicPages
    .filter((page) => LEGAL_PAGE.test(page))
    .flatMap((page) => [`${page}?region=us`, `${page}?region=ng`]);
  return [...publicPages, ...legalVersions, ...SHELL_PUBLIC_PAGES];
}

/**
 * The general layout's pages (at /, not /us or /ng) follow the visitor's stored region: each has a
 * version for a visitor who chose Nigeria (no Grocery, the Nigeria home and About), which the
 * server sends when the preferredRegion cookie says so. Named like a query: '/about?preferredRegion=ng'.
 */
export const NIGERIA_CHOSEN = 'preferredRegion=ng';
export const nigeriaChosenAddresses = (pages: PublicPages): string[] =>
  pages.general.map((page) => `${page}?${NIGERIA_CHOSEN}`);
