import type { Region } from '@farmplate/session';

export type { Region };

/** The region a page's content is written for: one of the two markets, or the general variant. */
export type ContentRegion = Region | 'general';

export const isRegion = (value: unknown): value is Region => value === 'us' || value === 'ng';

export const REGION_NAMES: Record<Region, string> = { us: 'United States', ng: 'Nigeria' };

/** 'us' for '/us' and '/us/…', 'ng' for '/ng' and '/ng/…', otherwise null. */
export function regionOfPath(pathname: string): Region | null {
  const first = pathname.split('/')[1];
  return isRegion(first) ? first : null;
}

/** The path part of a referrer URL, or null when it is empty, foreign or unreadable. */
export function referrerPath(referrer: string | null | undefined, origin: string): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer, origin);
    return url.origin === origin ? url.pathname : null;
  } catch {
    return null;
  }
}

export interface RegionClues {
  /** `location.search` of the page, e.g. '?region=ng'. */
  search: string;
  /** The page's own path. */
  pathname: string;
  /** Path of the page the visitor came from (in-app navigation or a same-origin document.referrer). */
  referrerPathname: string | null;
  /** The stored `preferredRegion`. */
  preferredRegion: Region | null;
}

/**
 * The region a legal page is written for (spec §2 "Legal pages"): `?region=us|ng` first; else the
 * region of the page's own path (/us/…, /ng/…) or, when that says nothing, of the page the visitor
 * came from; else the stored preferredRegion; else the general variant. The visitor's own address
 * is read before the referrer because it is what they are looking at now.
 */
export function resolveRegion({ search, pathname, referrerPathname, preferredRegion }: RegionClues): ContentRegion {
  const asked = new URLSearchParams(search).get('region');
  if (isRegion(asked)) return asked;
  const fromPath = regionOfPath(pathname) ?? (referrerPathname ? regionOfPath(referrerPathname) : null);
  if (fromPath) return fromPath;
  return preferredRegion ?? 'general';
}
