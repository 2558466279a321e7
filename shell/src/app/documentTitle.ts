import { createContext, useContext, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

export const SITE_NAME = 'FarmPlate';

/** 'Inventory' → 'Inventory · FarmPlate' (or the platform name the settings give). */
export const documentTitle = (screen: string, siteName: string = SITE_NAME): string => `${screen} · ${siteName}`;

/** The name page titles end with: the settings' platform name inside the dashboard, else SITE_NAME. */
export const SiteNameContext = createContext(SITE_NAME);

/** The `handle.title` of the deepest matched route object that has one (remotes set it per route). */
export function titleOf(
  matches: readonly { route?: { handle?: unknown }; handle?: unknown }[] | null,
): string | undefined {
  for (const match of [...(matches ?? [])].reverse()) {
    const handle = match.handle ?? match.route?.handle;
    const title = (handle as { title?: unknown } | undefined)?.title;
    if (typeof title === 'string' && title) return title;
  }
  return undefined;
}

/**
 * Names the browser tab after the screen, on every navigation. A layout effect: it runs before any
 * screen's own (passive) effect, so a screen that names itself more precisely (a blog post's
 * title) still has the last word.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  const siteName = useContext(SiteNameContext);
  useLayoutEffect(() => {
    if (title) document.title = documentTitle(title, siteName);
  }, [title, pathname, siteName]);
}
