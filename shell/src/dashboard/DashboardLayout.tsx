import styled from 'styled-components';
import { useSession } from '@farmplate/session';
import { DashboardContent } from './DashboardContent';
import { DashboardHeader } from './DashboardHeader';
import { usePlatformSettings } from '@farmplate/api-client';
import { SiteNameContext } from '../app/documentTitle';
import { DashboardSidebar } from './DashboardSidebar';
import { LiveConnectionStatus } from './LiveConnectionStatus';

const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-height: 100vh;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 15rem minmax(0, 1fr);
  }
`;

const Side = styled.aside`
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.onPrimary};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  }
`;

const Brand = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const SkipLink = styled.a`
  position: absolute;
  top: -100px;
  left: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  &:focus {
    top: ${({ theme }) => theme.space(2)};
  }
`;

const Main = styled.main`
  flex: 1;
  &:focus {
    outline: none;
  }
  padding: ${({ theme }) => theme.space(4)};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

/** /dashboard/*: sidebar per role, header, and the role's screens (spec §2 Dashboard). Render inside the guards. */
export function DashboardLayout() {
  const { user } = useSession();
  // The platform name of the settings names the portal and every page title, as the admin set it.
  const { platform_name: platformName } = usePlatformSettings();
  if (!user) return null;
  return (
    <SiteNameContext.Provider value={platformName}>
      <Frame>
        <SkipLink href="#dashboard-main">Skip to main content</SkipLink>
        <Side>
          <Brand>{platformName}</Brand>
          <DashboardSidebar role={user.role} />
        </Side>
        <Column>
          <DashboardHeader user={user} platformName={platformName} />
          <Main id="dashboard-main" tabIndex={-1}>
            <LiveConnectionStatus />
            <DashboardContent role={user.role} />
          </Main>
        </Column>
      </Frame>
    </SiteNameContext.Provider>
  );
}
