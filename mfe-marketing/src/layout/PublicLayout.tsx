import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Spinner } from '@farmplate/design-system/core';
import { useHydrated } from '@farmplate/session';
import { recordVisit } from '../region/navigationTrail';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import { regionOfPath, type ContentRegion } from '../region/region';
import { RegionSwitch } from './RegionSwitch';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

// The chat (spec §1) is on no page's first screen: its launcher's code loads once the page is
// interactive (hydrated), not with the page.
const ChatWidget = lazy(() => import('../chat/ChatWidget').then((module) => ({ default: module.ChatWidget })));

/**
 * The chat once the page has hydrated. A component of its own: the render that follows hydration
 * is this one alone, not the whole page's.
 */
function ChatAfterHydration() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  ) : null;
}

const SkipLink = styled.a`
  position: absolute;
  top: -100px;
  left: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.onPrimary};
  &:focus {
    top: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/**
 * The sticky header and the fixed region and chat buttons sit over the page: what the browser
 * scrolls into view (a focused control, an anchor) stops clear of them, and the page ends with
 * room below its last control (the footer's bottom padding), so nothing fixed covers a control.
 */
const ClearOfFixedParts = createGlobalStyle`
  html {
    scroll-padding-top: 80px;
    scroll-padding-bottom: 88px;
  }
`;

const Main = styled.main`
  display: block;
  min-height: 60vh;
  &:focus {
    outline: none;
  }
`;

const Loading = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(16)} 0;
`;

/**
 * One of the three public layouts (/us, /ng or the general one at /, as the address says): header
 * with the main navigation, the page (each its own lazily loaded chunk), footer, region switch, chat.
 */
export function PublicLayout() {
  const { pathname } = useLocation();
  const layout: ContentRegion = regionOfPath(pathname) ?? 'general';
  useEffect(() => {
    recordVisit(pathname);
  }, [pathname]);

  return (
    <SiteRegionProvider layout={layout}>
      <ClearOfFixedParts />
      <SkipLink href="#main-content">Skip to main content</SkipLink>
      <SiteHeader />
      <Main id="main-content" tabIndex={-1}>
        <Suspense
          fallback={
            <Loading>
              <Spinner label="Loading page" />
            </Loading>
          }
        >
          <Outlet />
        </Suspense>
      </Main>
      <SiteFooter />
      <RegionSwitch />
      <ChatAfterHydration />
    </SiteRegionProvider>
  );
}
