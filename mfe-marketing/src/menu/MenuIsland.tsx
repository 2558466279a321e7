import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { FullLoadRouter, theme } from '@farmplate/design-system/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@farmplate/api-client/core';
import { Island } from '../islands/Island';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import type { ContentRegion } from '../region/region';
import { DishLaterContext, dishesBelowFirstScreen } from './DishLater';
import { MenuFinder } from './MenuFinder';
import { MenuAddressInHistory } from './menuAddress';

export interface MenuIslandProps {
  /** the layout the menu is in: its market's dishes and prices */
  layout: ContentRegion;
}

/**
 * The menu's part that acts on a page started by its islands: its own query client (the live menu;
 * the app's is not there), and the filter written into the browser's history (no router of the app).
 */
export function MenuIslandRoot({ layout }: MenuIslandProps) {
  const [queryClient] = useState(() => createQueryClient());
  // a dish card below the first screen hydrates later as a root of its own, in the same contexts
  const dishFrame = useCallback(
    (card: ReactNode) => (
      <ThemeProvider theme={theme}>
        <FullLoadRouter>
          <SiteRegionProvider layout={layout}>{card}</SiteRegionProvider>
        </FullLoadRouter>
      </ThemeProvider>
    ),
    [layout],
  );
  // where the prerendered cards are, read once before any of the menu renders
  const [belowFirstScreen] = useState(dishesBelowFirstScreen);
  const dishLater = useMemo(() => ({ frame: dishFrame, belowFirstScreen }), [dishFrame, belowFirstScreen]);
  return (
    <QueryClientProvider client={queryClient}>
      <SiteRegionProvider layout={layout}>
        <MenuAddressInHistory>
          <DishLaterContext.Provider value={dishLater}>
            <MenuFinder />
          </DishLaterContext.Provider>
        </MenuAddressInHistory>
      </SiteRegionProvider>
    </QueryClientProvider>
  );
}

/** The menu's search, filters, dishes and cart, as an island of the page. */
export function MenuIsland({ layout }: MenuIslandProps) {
  return (
    <Island name="menu" props={{ layout }}>
      <MenuFinder />
    </Island>
  );
}
