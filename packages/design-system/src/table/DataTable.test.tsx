import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button/Button';
import { renderWithTheme } from '../renderWithTheme';
import { DataTable, type DataTableColumn } from './DataTable';

interface Produce {
  id: number;
  name: string;
  quantity: number;
}

const produce: Produce[] = [
  { id: 1, name: 'Yams', quantity: 40 },
  { id: 2, name: 'Cassava', quantity: 120 },
  { id: 3, name: 'Okra', quantity: 8 },
];

const columns: DataTableColumn<Produce>[] = [
  { id: 'name', header: 'Produce', sortable: true },
  { id: 'quantity', header: 'Quantity', sortable: true, cell: (row) => `${row.quantity} kg`, align: 'right' },
];

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('is a table named by its caption with a header per column and a row per record', () => {
    renderWithTheme(<DataTable caption="Inventory items" columns={columns} rows={produce} rowKey="id" />);
    const table = screen.getByRole('table', { name: 'Inventory items' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Produce↕', 'Quantity↕']);
    expect(bodyRows()).toHaveLength(3);
    expect(within(bodyRows()[1]!).getByRole('cell', { name: '120 kg' })).toBeInTheDocument();
  });

  it('sorts by a column: ascending, descending, then back to the original order', async () => {
    renderWithTheme(<DataTable caption="Inventory items" columns={columns} rows={produce} rowKey="id" />);
    const header = screen.getByRole('columnheader', { name: /Produce/ });
    expect(header).not.toHaveAttribute('aria-sort');

    await userEvent.click(within(header).getByRole('button', { name: /Produce/ }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstCells()).toEqual(['Cassava', 'Okra', 'Yams']);

    await userEvent.click(within(header).getByRole('button', { name: /Produce/ }));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['Yams', 'Okra', 'Cassava']);

    await userEvent.click(within(header).getByRole('button', { name: /Produce/ }));
    expect(header).not.toHaveAttribute('aria-sort');
    expect(firstCells()).toEqual(['Yams', 'Cassava', 'Okra']);

    // Numbers sort as numbers, not as text.
    await userEvent.click(screen.getByRole('button', { name: /Quantity/ }));
    expect(firstCells()).toEqual(['Okra', 'Yams', 'Cassava']);
  });

  it('with server sorting reports the new sort and keeps the rows as the server sent them', async () => {
    const onSortChange = jest.fn();
    renderWithTheme(
      <DataTable
        caption="Inventory items"
        columns={columns}
        rows={produce}
        rowKey="id"
        sorting="server"
        sort={{ id: 'quantity', desc: true }}
        onSortChange={onSortChange}
      />,
    );
    expect(screen.getByRole('columnheader', { name: /Quantity/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['Yams', 'Cassava', 'Okra']);
    await userEvent.click(screen.getByRole('button', { name: /Produce/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: false });
  });

  it('puts row actions in a last Actions column', async () => {
    const onEdit = jest.fn();
    renderWithTheme(
      <DataTable
        caption="Inventory items"
        columns={columns}
        rows={produce}
        rowKey="id"
        rowActions={(row) => (
          <Button size="sm" onClick={() => onEdit(row.id)} aria-label={`Edit ${row.name}`}>
            Edit
          </Button>
        )}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    await userEvent.click(within(bodyRows()[2]!).getByRole('button', { name: 'Edit Okra' }));
    expect(onEdit).toHaveBeenCalledWith(3);
  });

  it('labels every cell with its column header for the card layout of phones', () => {
    renderWithTheme(<DataTable caption="Inventory items" columns={columns} rows={produce} rowKey="id" />);
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Produce', 'Quantity']);
  });

  it('shows its empty state when there are no rows', () => {
    renderWithTheme(
      <DataTable caption="Inventory items" columns={columns} rows={[]} rowKey="id" empty="No inventory items found" />,
    );
    expect(screen.getByRole('cell', { name: 'No inventory items found' })).toBeInTheDocument();
  });

  it('shows a loading state and is busy while loading', () => {
    renderWithTheme(
      <DataTable
        caption="Inventory items"
        columns={columns}
        rows={[]}
        rowKey="id"
        loading
        loadingLabel="Loading inventory"
      />,
    );
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading inventory');
    expect(screen.queryByText('No results')).not.toBeInTheDocument();
  });

  it("server paging: 'Showing {from} to {to} of {total} results', numbered pages, Previous and Next", async () => {
    const onPageChange = jest.fn();
    renderWithTheme(
      <DataTable
        caption="Inventory items"
        columns={columns}
        rows={produce}
        rowKey="id"
        page={{ current_page: 2, last_page: 3, from: 11, to: 13, total: 23, per_page: 10 }}
        onPageChange={onPageChange}
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(pager).toHaveTextContent('Showing 11 to 13 of 23 results');
    expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it("server paging with the count footer: 'Showing X of Y results'", () => {
    renderWithTheme(
      <DataTable
        caption="Users"
        columns={columns}
        rows={produce}
        rowKey="id"
        footer="count"
        page={{ current_page: 1, last_page: 1, from: 1, to: 3, total: 3 }}
        onPageChange={jest.fn()}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Showing 3 of 3 results');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('client paging shows pageSize rows a page and moves between pages', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}`, quantity: i }));
    renderWithTheme(<DataTable caption="Inventory items" columns={columns} rows={many} rowKey="id" pageSize={5} />);
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Showing 5 of 12 results');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(firstCells()).toEqual(['Item 11', 'Item 12']);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toHaveTextContent('Showing 2 of 12 results');
  });
});
