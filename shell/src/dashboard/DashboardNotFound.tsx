import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: 32rem;
  margin: ${({ theme }) => theme.space(12)} auto;
  padding: ${({ theme }) => theme.space(6)};
  text-align: center;
`;

/** A /dashboard address no screen answers: said inside the dashboard, with the way back. */
export function DashboardNotFound() {
  return (
    <Panel>
      <h1>Page not found</h1>
      <p>There is no dashboard page at this address.</p>
      <p>
        <Link to="/dashboard">Go to your dashboard</Link>
      </p>
    </Panel>
  );
}
