import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../renderWithTheme';
import { Chip, ChipGroup } from './Chip';

function CategoryFilter() {
  const [category, setCategory] = useState('all');
  return (
    <ChipGroup label="Menu categories">
      {['All', 'Breakfast', 'Lunch'].map((name) => (
        <Chip key={name} selected={category === name.toLowerCase()} onClick={() => setCategory(name.toLowerCase())}>
          {name}
        </Chip>
      ))}
    </ChipGroup>
  );
}

describe('Chip', () => {
  it('as a filter, is a toggle button showing whether it is selected', async () => {
    renderWithTheme(<CategoryFilter />);
    expect(screen.getByRole('group', { name: 'Menu categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Lunch' }));

    expect(screen.getByRole('button', { name: 'Lunch' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('without onClick, is plain text', () => {
    renderWithTheme(
      <ChipGroup>
        <Chip>Yams</Chip>
        <Chip>Cassava</Chip>
      </ChipGroup>,
    );
    expect(screen.getByText('Yams')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
