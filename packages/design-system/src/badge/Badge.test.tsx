import { screen } from '@testing-library/react';
import { ROLES, ROLE_LABELS } from '@farmplate/contracts';
import { renderWithTheme } from '../renderWithTheme';
import { theme } from '../theme/theme';
import { Badge, RoleBadge, StatusBadge } from './Badge';

describe('RoleBadge', () => {
  it.each(ROLES)('shows the label of the %s role', (role) => {
    renderWithTheme(<RoleBadge role={role} />);
    expect(screen.getByText(ROLE_LABELS[role])).toBeInTheDocument();
  });

  it('shows an unknown role as it is', () => {
    renderWithTheme(<RoleBadge role="courier" />);
    expect(screen.getByText('courier')).toBeInTheDocument();
  });
});

describe('StatusBadge', () => {
  it.each([
    ['new', 'New'],
    ['in-progress', 'In Progress'],
    ['fulfilled', 'Fulfilled'],
    ['refunded', 'Refunded'],
  ])('shows %s as "%s"', (status, text) => {
    renderWithTheme(<StatusBadge status={status} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows the same colour for a status everywhere and another for its opposite', () => {
    renderWithTheme(
      <>
        <StatusBadge status="declined" />
        <StatusBadge status="cancelled" />
        <StatusBadge status="active" />
      </>,
    );
    expect(screen.getByText('Declined')).toHaveStyle({ color: theme.colors.tones.danger.fg });
    expect(screen.getByText('Cancelled')).toHaveStyle({ color: theme.colors.tones.danger.fg });
    expect(screen.getByText('Active')).toHaveStyle({ color: theme.colors.tones.success.fg });
  });

  it('takes a label of its own', () => {
    renderWithTheme(<StatusBadge status="accepted" label="Active (Accepted)" />);
    expect(screen.getByText('Active (Accepted)')).toBeInTheDocument();
  });
});

describe('Badge', () => {
  it('shows its content', () => {
    renderWithTheme(<Badge tone="primary">Vegan</Badge>);
    expect(screen.getByText('Vegan')).toBeInTheDocument();
  });
});
