import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHydrated } from '@farmplate/session';

// React leaves an element's children alone when it hydrates one whose HTML is given: nothing to
// compare, nothing written (the same object each render, so no later render writes it either).
const SERVER_HTML = { __html: '' };

/** The page's own link, opened as the app opens links (no reload), unless the visitor asked otherwise. */
function openLinkInApp(event: MouseEvent<HTMLElement>, navigate: ReturnType<typeof useNavigate>) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download'))
    return;
  const url = new URL(link.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}

/**
 * Content with nothing to do in the browser (text, pictures, links): on a prerendered page React
 * does not hydrate it, it stays the server's HTML (a public page's hydration is the visitor's
 * wait, and most of a page is such content). Its links still open in the app. Rendered as usual
 * when the page is rendered in the browser (opened from another page). Only for content that
 * stays the same while the page is shown: what changes after hydration (the session, a stored
 * preference, the cart) belongs outside it.
 */
export function StaticHtml({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // false while a prerendered page hydrates: this instance then keeps the server's HTML for good
  const hydrated = useHydrated();
  const [keepsServerHtml] = useState(() => !hydrated && typeof document !== 'undefined');
  if (!keepsServerHtml) return <div style={{ display: 'contents' }}>{children}</div>;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only links' clicks, which keys make too
    <div
      style={{ display: 'contents' }}
      onClick={(event) => openLinkInApp(event, navigate)}
      dangerouslySetInnerHTML={SERVER_HTML}
      suppressHydrationWarning
    />
  );
}
