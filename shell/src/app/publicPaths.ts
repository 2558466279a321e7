/** The shell's own pages; every other address is the public site of the marketing remote. */
const SHELL_PAGES = /^\/(dashboard|login|register|forgot-password|unauthorized)(\/|$)/;

export const isPublicPath = (pathname: string): boolean => !SHELL_PAGES.test(pathname);
