import styled from 'styled-components';

const Panel = styled.section`
  max-width: 32rem;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
`;

/** Spec §2 /unauthorized, also the dashboard index of a role that has no dashboard. */
export function AccessDenied() {
  return (
    <Panel>
      <h1>Access Denied</h1>
      <p>You are not authorized to view this page.</p>
    </Panel>
  );
}
