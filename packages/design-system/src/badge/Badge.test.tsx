import { screen } from '@testing-library/react';
import { ROLES, ROLE_LABELS } from '@farmplate/contracts';
import { renderWithTheme } from '../renderWithTheme';
import { theme } from '../theme/theme';
import { Badge } from './Badge';
import { RoleBadge, StatusBadge } from './StatusBadge';

describe('RoleBadge', () => {
  it.each(ROLES)('shows the label of the %s role', (role) => {
    renderWithTheme(<RoleBadge role={role} />);
    expect(screen.getByText(ROLE_LABELS[role])).toBeInTheDocument();
  });

  it('shows an unknown role as it is', () => {
    // eslint-disable-next-line jsx-a11y/aria-role -- a user role prop, not an ARIA role
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

  it('shows each status in its own colour from the theme, unknown ones neutral', () => {
    renderWithTheme(
      <>
        <StatusBadge status="declined" />
        <StatusBadge status="ready" />
        <StatusBadge status="active" />
        <StatusBadge status="on-hold" />
      </>,
    );
    expect(screen.getByText('Declined')).toHaveStyle({
      color: theme.colors.status.declined.fg,
      backgroundColor: theme.colors.status.declined.bg,
    });
    expect(screen.getByText('Ready')).toHaveStyle({
      color: theme.colors.status.ready.fg,
      backgroundColor: theme.colors.status.ready.bg,
    });
    expect(screen.getByText('Active')).toHaveStyle({ color: theme.colors.status.active.fg });
    expect(screen.getByText('On Hold')).toHaveStyle({ color: theme.colors.tones.neutral.fg });
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
