import styled from 'styled-components';
import { Icon } from '../page/icons';

const Badges = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Badge = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.surface};
  line-height: 1.2;

  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.saffron};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** The store badges: the apps are not out yet, so they say so instead of linking nowhere. */
export function AppStoreBadges() {
  return (
    <Badges aria-label="FarmPlate mobile apps">
      {['App Store', 'Google Play'].map((store) => (
        <Badge key={store}>
          <Icon name="phone" />
          <span>
            <small>Coming soon</small>
            <strong>{store}</strong>
          </span>
        </Badge>
      ))}
    </Badges>
  );
}
