import { useState } from 'react';
import styled from 'styled-components';
import { dashboardTitle, ROLE_LABELS } from '@farmplate/contracts';
import type { SessionUser } from '@farmplate/session';
import { Avatar, Button } from '@farmplate/design-system';
import { useLogout } from './useLogout';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(8)};
  }
`;

const Title = styled.p`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.primaryDark};
`;

const Platform = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Account = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

const Name = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const RoleName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Title per role, the user's name and role, the initial avatar and Logout (spec §2 Dashboard). */
export function DashboardHeader({ user, platformName }: { user: SessionUser; platformName?: string }) {
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  return (
    <Bar>
      <div>
        {platformName && <Platform>{platformName}</Platform>}
        <Title>{dashboardTitle(user.role)}</Title>
      </div>
      <Account>
        <Avatar name={user.name} />
        <Who>
          <Name>{user.name}</Name>
          <RoleName>{ROLE_LABELS[user.role]}</RoleName>
        </Who>
        <Button
          variant="secondary"
          size="sm"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          Logout
        </Button>
      </Account>
    </Bar>
  );
}
