import { useState } from 'react';
import styled from 'styled-components';
import { Button, LinkButton } from '@farmplate/design-system/core';
import { useSession } from '@farmplate/session';
import { useLogout } from '../dashboard/useLogout';
import { AccessDenied } from './AccessDenied';

const Page = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
`;

const WayOn = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/**
 * /unauthorized: where the guards send a role that may not open a screen (spec §2), with the ways
 * on: the visitor's own dashboard, the home page and Sign out (or Login when nobody is signed in).
 */
export function UnauthorizedPage() {
  const { user } = useSession();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  return (
    <Page>
      <AccessDenied />
      <WayOn aria-label="Ways on">
        {user ? (
          <>
            <LinkButton to="/dashboard">Go to your dashboard</LinkButton>
            <LinkButton to="/" variant="secondary">
              Go to the home page
            </LinkButton>
            <Button
              variant="secondary"
              loading={leaving}
              onClick={() => {
                setLeaving(true);
                void logout();
              }}
            >
              Sign out
            </Button>
          </>
        ) : (
          <>
            <LinkButton to="/">Go to the home page</LinkButton>
            <LinkButton to="/login" variant="secondary">
              Login
            </LinkButton>
          </>
        )}
      </WayOn>
    </Page>
  );
}
