import { render, screen } from '@testing-library/react';
import { Button } from '../button/Button';
import { Spinner } from '../feedback/Spinner';
import { SearchInput } from '../form/SearchInput';
import { FarmPlateThemeProvider } from '../theme/FarmPlateThemeProvider';
import { renderWithTheme } from '../renderWithTheme';
import { RecordCard, RecordCardHeader, RecordCardTitle } from './RecordCard';
import { StatCard } from './StatCard';
import { EmptyState } from './EmptyState';
import { FactList } from './FactList';
import { PageHeader } from './PageHeader';
import { Grid, Stack } from './Stack';

describe('StatCard', () => {
  it('shows its label, value and hint', () => {
    renderWithTheme(<StatCard label="Total Fulfilled" value={26} hint="Orders fulfilled this month" icon="✓" />);
    expect(screen.getByText('Total Fulfilled')).toBeInTheDocument();
    expect(screen.getByText('26')).toBeInTheDocument();
    expect(screen.getByText('Orders fulfilled this month')).toBeInTheDocument();
  });
});

describe('FactList', () => {
  it('pairs each label with its value for assistive technology', () => {
    renderWithTheme(
      <FactList>
        <dt>Phone</dt>
        <dd>Phone not provided</dd>
      </FactList>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Phone');
    expect(screen.getByRole('definition')).toHaveTextContent('Phone not provided');
  });
});

describe('EmptyState', () => {
  it('shows its title, message and action', () => {
    renderWithTheme(
      <EmptyState
        title="No items match your search"
        message="Try adjusting your filters or search term"
        action={<Button>Clear all filters</Button>}
      />,
    );
    expect(screen.getByText('No items match your search')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search term')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all filters' })).toBeInTheDocument();
  });
});

describe('PageHeader', () => {
  it("shows the screen's main heading, subtitle and actions", () => {
    renderWithTheme(
      <PageHeader title="Our Menu" subtitle="Fresh from local farms" actions={<Button>Add New Item</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Our Menu' })).toBeInTheDocument();
    expect(screen.getByText('Fresh from local farms')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add New Item' })).toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('tells screen readers what is loading', () => {
    renderWithTheme(<Spinner label="Loading orders..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
  });
});

describe('SearchInput', () => {
  it('is a search box named by its label, not its placeholder', () => {
    renderWithTheme(<SearchInput label="Search menu" placeholder="Search menu..." />);
    expect(screen.getByRole('searchbox', { name: 'Search menu' })).toHaveAttribute('placeholder', 'Search menu...');
  });
});

describe('Stack and Grid', () => {
  it('render their children without leaking layout props to the DOM', () => {
    renderWithTheme(
      <Stack gap={2} direction="row" data-testid="stack">
        <Grid columns={{ base: 1, md: 2 }} data-testid="grid">
          <p>Card</p>
        </Grid>
      </Stack>,
    );
    expect(screen.getByText('Card')).toBeInTheDocument();
    expect(screen.getByTestId('stack')).not.toHaveAttribute('gap');
    expect(screen.getByTestId('grid')).not.toHaveAttribute('columns');
  });
});

describe('FarmPlateThemeProvider', () => {
  it('gives its children the FarmPlate theme', () => {
    render(
      <FarmPlateThemeProvider>
        <Button>Login</Button>
      </FarmPlateThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Login' })).toHaveStyle({ background: '#2F6B3A' });
  });
});

describe('RecordCardTitle', () => {
  it('is an h2 by default and the level the page needs otherwise', () => {
    renderWithTheme(
      <>
        <RecordCard>
          <RecordCardHeader>
            <RecordCardTitle>ORD-1001</RecordCardTitle>
          </RecordCardHeader>
        </RecordCard>
        <RecordCard>
          <RecordCardHeader>
            <RecordCardTitle level={3}>Mama Put Kitchen</RecordCardTitle>
          </RecordCardHeader>
        </RecordCard>
      </>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'ORD-1001' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Mama Put Kitchen' })).toBeInTheDocument();
  });
});
