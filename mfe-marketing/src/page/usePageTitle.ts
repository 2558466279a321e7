import { useContext, useEffect } from 'react';
import { PrerenderedTitleContext } from '@farmplate/session';

/** Names the browser tab after the page ('Our Menu · FarmPlate'), for history, bookmarks and screen readers. */
export function usePageTitle(title: string): void {
  // at build time the prerender writes this same title into the page's HTML
  useContext(PrerenderedTitleContext)?.(title);
  useEffect(() => {
    document.title = `${title} · FarmPlate`;
  }, [title]);
}
