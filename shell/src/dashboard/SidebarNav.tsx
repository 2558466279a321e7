import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import type { SidebarItem } from '@farmplate/contracts';
import { dashboardPath } from './sidebarItems';

/** On a phone the items wrap onto as many rows as they need: none is cut off or hidden sideways. */
const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.md} {
    flex-direction: column;
    flex-wrap: nowrap;
  }
`;

const Link = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.onPrimary};
    background: rgba(255, 255, 255, 0.12);
  }
  &.active {
    color: ${({ theme }) => theme.colors.primaryDark};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.saffron};
  }
`;

export function SidebarNav({ items }: { items: SidebarItem[] }) {
  return (
    <nav aria-label="Dashboard">
      <List>
        {items.map((item) => (
          <li key={item.screen}>
            <Link to={dashboardPath(item.screen)} end={item.screen === ''}>
              {item.label}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
