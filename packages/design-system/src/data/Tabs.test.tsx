import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../renderWithTheme';
import { Tabs } from './Tabs';

function RequestTabs() {
  const [tab, setTab] = useState('all');
  return (
    <>
      <Tabs
        label="Request status"
        value={tab}
        onChange={setTab}
        items={[
          { id: 'all', label: 'All Requests' },
          { id: 'pending', label: 'Pending', count: 3 },
          { id: 'accepted', label: 'Accepted' },
        ]}
      />
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

  it('selects a tab on click', async () => {
    renderWithTheme(<RequestTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Accepted' }));
    expect(screen.getByRole('tab', { name: 'Accepted' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Showing accepted')).toBeInTheDocument();
  });

  it('moves with the arrow keys, wrapping at the ends, and is one Tab stop', async () => {
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

    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});
