import { useEffect } from 'react';

/** Names the browser tab after the page ('Our Menu · FarmPlate'), for history, bookmarks and screen readers. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · FarmPlate`;
  }, [title]);
}
