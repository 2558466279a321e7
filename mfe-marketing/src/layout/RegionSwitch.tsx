import { useSetAtom } from 'jotai';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { preferredRegionAtom, sessionStore } from '@farmplate/session';
import { LinkButton } from '@farmplate/design-system/core';
import { useSiteRegion } from '../region/SiteRegionContext';
import { REGION_NAMES, type Region } from '../region/region';
import { regionSwitchTarget } from '../region/regionSwitchTarget';
import { Flag } from './Flag';

/** A landmark of its own (axe's region rule): the way to the other region's site. */
const Corner = styled.nav`
  position: fixed;
  left: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndices.header};

  a {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

/** The region the site is showing: the layout's, or in the general layout the stored preference (US by default). */
function currentRegion(layout: Region | 'general', preferredRegion: Region | null): Region {
  return layout === 'general' ? (preferredRegion ?? 'us') : layout;
}

/**
 * Bottom-left switch between the US and Nigeria sites, staying on the same page when the other
 * region has it; remembers the choice as preferredRegion.
 */
export function RegionSwitch() {
  const { layout, preferredRegion } = useSiteRegion();
  const setPreferredRegion = useSetAtom(preferredRegionAtom, { store: sessionStore });
  const { pathname } = useLocation();
  const region = currentRegion(layout, preferredRegion);
  const other: Region = region === 'us' ? 'ng' : 'us';

  // A link: it works before the app has started, and without JavaScript. Before then the page's
  // early-event script remembers the choice it carries (data-preferred-region); after, the click does.
  return (
    <Corner aria-label="Region">
      <LinkButton
        to={regionSwitchTarget(pathname, other)}
        variant="secondary"
        size="sm"
        onClick={() => setPreferredRegion(other)}
        data-preferred-region={other}
        // The name starts with the visible code (WCAG 2.5.3 label in name), then says what it does.
        aria-label={`${region.toUpperCase()}: ${REGION_NAMES[region]}. Switch to ${REGION_NAMES[other]}`}
      >
        <Flag region={region} />
        {region.toUpperCase()}
      </LinkButton>
    </Corner>
  );
}
