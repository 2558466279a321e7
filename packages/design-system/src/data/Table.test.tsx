import { screen, within } from '@testing-library/react';
import { renderWithTheme } from '../renderWithTheme';
import { Table, type TableColumn } from './Table';

interface Item {
  id: number;
  produce_name: string;
  quantity: number;
  unit: string;
}

const columns: TableColumn<Item>[] = [
  { key: 'produce_name', header: 'Produce' },
  { key: 'quantity', header: 'Quantity', render: (item) => `${item.quantity} ${item.unit}`, align: 'right' },
];

describe('Table', () => {
  it('shows a header row and one row per item, with custom cells', () => {
    renderWithTheme(
      <Table
        caption="Inventory items"
        columns={columns}
        rowKey="id"
        rows={[
          { id: 1, produce_name: 'Yams', quantity: 120, unit: 'kg' },
          { id: 2, produce_name: 'Spinach', quantity: 30, unit: 'bunches' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Inventory items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Produce', 'Quantity']);
    const [, ...bodyRows] = within(table).getAllByRole('row');
    expect(
      bodyRows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Yams', '120 kg'],
      ['Spinach', '30 bunches'],
    ]);
  });

  it('shows its empty message across the table when there are no rows', () => {
    renderWithTheme(<Table columns={columns} rowKey="id" rows={[]} empty="No users match your search criteria" />);
    const cell = screen.getByRole('cell', { name: 'No users match your search criteria' });
    expect(cell).toHaveAttribute('colspan', '2');
  });
});
