/** The public pages of the three layouts, as mfe-marketing/bench/public-pages.json lists them. */
export interface PublicPages {
  us: string[];
  ng: string[];
  general: string[];
}

/** The shell's own pages a visitor opens without a session: their forms render before any script. */
export const SHELL_PUBLIC_PAGES = ['/login', '/register', '/forgot-password'];

/** Every address prerendered at build time. */
export const prerenderedPaths = (pages: PublicPages): string[] => [
  ...pages.us,
  ...pages.ng,
  ...pages.general,
  ...SHELL_PUBLIC_PAGES,
];

/** Where a page's HTML is written in the shell's build: '/us/menu' → 'prerendered/us/menu.html', '/' → 'prerendered/index.html'. */
export const prerenderedFile = (pathname: string): string =>
  `prerendered/${pathname === '/' ? 'index' : pathname.replace(/^\/+|\/+$/g, '')}.html`;
