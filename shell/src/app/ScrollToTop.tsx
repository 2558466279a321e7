import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Each route change scrolls to the top (spec §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
