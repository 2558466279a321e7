import { useSetAtom } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { preferredRegionAtom, sessionStore } from '@farmplate/session';
import { Button } from '@farmplate/design-system/core';
import { useSiteRegion } from '../region/SiteRegionContext';
import { REGION_NAMES, type Region } from '../region/region';
import { regionSwitchTarget } from '../region/regionSwitchTarget';
import { Flag } from './Flag';

const Corner = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndices.header};

  button {
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
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const region = currentRegion(layout, preferredRegion);
  const other: Region = region === 'us' ? 'ng' : 'us';

  const switchRegion = () => {
    setPreferredRegion(other);
    void navigate(regionSwitchTarget(pathname, other));
  };

  return (
    <Corner>
      <Button
        variant="secondary"
        size="sm"
        onClick={switchRegion}
        // The name starts with the visible code (WCAG 2.5.3 label in name), then says what it does.
        aria-label={`${region.toUpperCase()}: ${REGION_NAMES[region]}. Switch to ${REGION_NAMES[other]}`}
      >
        <Flag region={region} />
        {region.toUpperCase()}
      </Button>
    </Corner>
  );
}
