import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../renderWithTheme';
import { Tabs } from './Tabs';

function RequestTabs({ panels = true }: { panels?: boolean }) {
  const [tab, setTab] = useState('all');
  const items = [
    { id: 'all', label: 'All Requests' },
    { id: 'pending', label: 'Pending', count: 3 },
    { id: 'accepted', label: 'Accepted' },
  ];
  return panels ? (
    <Tabs label="Request status" value={tab} onChange={setTab} items={items}>
      <p>Showing {tab}</p>
    </Tabs>
  ) : (
    <>
      <Tabs label="Request status" value={tab} onChange={setTab} items={items} />
      <p>Showing {tab}</p>
    </>
  );
}

describe('Tabs', () => {
  it('shows the selected tab and counts', () => {
    renderWithTheme(<RequestTabs />);
    expect(screen.getByRole('tablist', { name: 'Request status' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All Requests' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Pending 3' })).toHaveAttribute('aria-selected', 'false');
  });

  it('shows the content in a tabpanel named by its tab, which controls it', () => {
    renderWithTheme(<RequestTabs />);
    const tab = screen.getByRole('tab', { name: 'All Requests' });
    const panel = screen.getByRole('tabpanel', { name: 'All Requests' });
    expect(panel).toHaveTextContent('Showing all');
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    // Only the selected tab's panel is shown.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('selects a tab on click', async () => {
    renderWithTheme(<RequestTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Accepted' }));
    expect(screen.getByRole('tab', { name: 'Accepted' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Accepted' })).toHaveTextContent('Showing accepted');
  });

  it('moves with the arrow keys, wrapping at the ends, is one Tab stop and Tab goes into the panel', async () => {
    renderWithTheme(<RequestTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All Requests' })).toHaveFocus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Accepted' })).toHaveFocus();
    expect(screen.getByText('Showing accepted')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All Requests' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Accepted' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All Requests' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.tab();
    expect(screen.getByRole('tabpanel', { name: 'All Requests' })).toHaveFocus();
  });

  it('without children stays a bare tab list whose aria-controls point at hidden empty panels', async () => {
    const { container } = renderWithTheme(<RequestTabs panels={false} />);
    expect(screen.queryByRole('tabpanel')).not.toBeInTheDocument();
    const controlled = screen.getByRole('tab', { name: 'All Requests' }).getAttribute('aria-controls') ?? '';
    expect(container.querySelector(`[id="${controlled}"]`)).not.toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Accepted' }));
    expect(screen.getByText('Showing accepted')).toBeInTheDocument();
  });
});
