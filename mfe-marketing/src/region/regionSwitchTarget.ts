import { matchPath } from 'react-router-dom';
import { regionOfPath, type Region } from './region';

/**
 * The pages of the /us and /ng layouts (spec §2 "Public layouts": the same children, but no
 * grocery in Nigeria). The company pages exist only in the general layout at /.
 */
const PAGES_IN_BOTH = [
  '/',
  '/about',
  '/contact',
  '/blog',
  '/blog/:id',
  '/menu',
  '/menu/:id',
  '/privacy-policy',
  '/terms-of-service',
  '/return-refund-policy',
  '/delivery-policy',
  '/farmers',
  '/kitchens',
  '/delivery',
];
const PAGES_IN: Record<Region, string[]> = { us: [...PAGES_IN_BOTH, '/grocery'], ng: PAGES_IN_BOTH };

/** '/us/about' → '/about', '/ng' → '/', '/about' → '/about'. */
const pageOf = (pathname: string): string => {
  const page = regionOfPath(pathname) ? pathname.replace(/^\/(us|ng)/, '') : pathname;
  return page.replace(/\/+$/, '') || '/';
};

/**
 * Where the region switch goes: the same page in the other region when that region has it
 * (/us/about → /ng/about, /us/privacy-policy → /ng/privacy-policy, which then reads its region from
 * the path), else the other region's home (/us/grocery → /ng, since Nigeria has no grocery).
 */
export function regionSwitchTarget(pathname: string, to: Region): string {
  const page = pageOf(pathname);
  const exists = PAGES_IN[to].some((pattern) => matchPath({ path: pattern, end: true }, page));
  return exists && page !== '/' ? `/${to}${page}` : `/${to}`;
}
