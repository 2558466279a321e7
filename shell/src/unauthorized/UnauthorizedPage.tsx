import styled from 'styled-components';
import { AccessDenied } from './AccessDenied';

const Page = styled.main`
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
`;

/** /unauthorized: where the guards send a role that may not open a screen (spec §2). */
export function UnauthorizedPage() {
  return (
    <Page>
      <AccessDenied />
    </Page>
  );
}
