import styled from 'styled-components';
import { Button } from '@farmplate/design-system/core';

const Panel = styled.section`
  max-width: 32rem;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(6)};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** The spec's fallback error screen (§2), shown in the place of a part that failed to load or crashed. */
export function RemoteFallback() {
  return (
    <Panel role="alert">
      <h2>Something went wrong</h2>
      <p>We&apos;re sorry, but something unexpected happened. Please try refreshing the page.</p>
      <Button onClick={() => window.location.reload()}>Refresh Page</Button>
    </Panel>
  );
}
