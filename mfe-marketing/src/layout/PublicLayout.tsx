import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Spinner } from '@farmplate/design-system/core';
import { recordVisit } from '../region/navigationTrail';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import { regionOfPath, type ContentRegion } from '../region/region';
import { LayoutIsland } from './layoutIslands';

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
 * The header, footer, region switch and chat are islands: a prerendered page that starts with
 * islands (islands/start.tsx) hydrates each alone.
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
      <LayoutIsland name="header" layout={layout} />
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
      <LayoutIsland name="footer" layout={layout} />
      <LayoutIsland name="region-switch" layout={layout} />
      <LayoutIsland name="chat" layout={layout} />
    </SiteRegionProvider>
  );
}
