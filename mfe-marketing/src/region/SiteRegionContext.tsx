import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useHydrated, usePreferredRegion } from '@farmplate/session';
import { pathBefore } from './navigationTrail';
import { referrerPath, resolveRegion, type ContentRegion, type Region } from './region';

export interface SiteRegion {
  /** Which of the three public layouts is showing: /us, /ng or the general one at /. */
  layout: ContentRegion;
  /** Prefix of links that stay inside the layout: '/us', '/ng' or ''. */
  base: '' | '/us' | '/ng';
  /**
   * The market whose landing and About page the layout shows. The general layout follows a stored
   * Nigeria preference (it also hides Grocery then) and otherwise shows the US pages.
   */
  market: Region;
  /** The stored preferredRegion. */
  preferredRegion: Region | null;
}

const SiteRegionContext = createContext<ContentRegion>('general');

export function SiteRegionProvider({ layout, children }: { layout: ContentRegion; children: ReactNode }) {
  return <SiteRegionContext.Provider value={layout}>{children}</SiteRegionContext.Provider>;
}

export function useSiteRegion(): SiteRegion {
  const layout = useContext(SiteRegionContext);
  const preferredRegion = usePreferredRegion();
  return useMemo(
    () => ({
      layout,
      base: layout === 'general' ? '' : `/${layout}`,
      market: layout === 'general' ? (preferredRegion === 'ng' ? 'ng' : 'us') : layout,
      preferredRegion,
    }),
    [layout, preferredRegion],
  );
}

/** Joins the layout prefix and a page path: sitePath('/us', 'menu') → '/us/menu', sitePath('', '') → '/'. */
export function sitePath(base: string, page: string): string {
  const path = `${base}/${page}`.replace(/\/+$/, '');
  return path || '/';
}

/** The region a legal page is written for, from the address, the referrer and the stored preference. */
export function useLegalRegion(): ContentRegion {
  const { search, pathname } = useLocation();
  const preferredRegion = usePreferredRegion();
  // The document's referrer is the browser's: unknown to the prerendered page, so read after hydration.
  const hydrated = useHydrated();
  const referrerPathname =
    pathBefore(pathname) ?? (hydrated ? referrerPath(document.referrer, window.location.origin) : null);
  return resolveRegion({ search, pathname, referrerPathname, preferredRegion });
}
