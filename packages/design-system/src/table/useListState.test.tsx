import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { Tabs } from '../data/Tabs';
import { renderWithTheme } from '../renderWithTheme';
import { DataTable } from './DataTable';
import { formatSort, parseSort, useListState } from './useListState';

const ROWS = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Order ${String(i + 1).padStart(2, '0')}` }));

/** A list screen as the portals build one: tab, search, sort and page all in the URL. */
function OrdersList() {
  const [list, setList] = useListState({ page: 1, tab: 'all', search: '', sort: '' });
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p role="status" aria-label="Current location">
        {location.search}
      </p>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      <label>
        Search
        <input
          value={list.search}
          onChange={(event) => setList({ search: event.target.value }, { replace: list.search !== '' })}
        />
      </label>
      <Tabs
        label="Order status"
        value={list.tab}
        onChange={(tab) => setList({ tab })}
        items={[
          { id: 'all', label: 'All' },
          { id: 'new', label: 'New' },
        ]}
      >
        <DataTable
          caption="Orders"
          columns={[{ id: 'name', header: 'Order', sortable: true }]}
          rows={ROWS}
          rowKey="id"
          pageSize={10}
          currentPage={list.page}
          onPageChange={(page) => setList({ page })}
          sort={parseSort(list.sort)}
          onSortChange={(sort) => setList({ sort: formatSort(sort) })}
        />
      </Tabs>
    </>
  );
}

const renderAt = (url: string) =>
  renderWithTheme(
    <MemoryRouter initialEntries={[url]}>
      <OrdersList />
    </MemoryRouter>,
  );
const where = () => screen.getByRole('status', { name: 'Current location' });
const firstOrder = () => within(screen.getByRole('table')).getAllByRole('row')[1]?.textContent;

describe('useListState', () => {
  it('reads page, tab and sort from the URL, so a link or a reload shows the same list', () => {
    renderAt('/orders?page=3&tab=new&sort=-name');
    expect(screen.getByRole('tab', { name: 'New' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('columnheader', { name: /Order/ })).toHaveAttribute('aria-sort', 'descending');
    // descending: page 3 of 25 holds orders 05 … 01
    expect(firstOrder()).toBe('Order 05');
  });

  it('writes changes to the URL, leaves defaults out and starts again on page 1 after any other change', async () => {
    renderAt('/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(where()).toHaveTextContent('?page=2');
    await userEvent.click(screen.getByRole('button', { name: /Order/ }));
    expect(where()).toHaveTextContent(/^\?sort=name$/);
    await userEvent.click(screen.getByRole('tab', { name: 'New' }));
    expect(where()).toHaveTextContent('?sort=name&tab=new');
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(where()).toHaveTextContent(/^\?sort=name$/);
  });

  it('walks back through the list states with Back; typing in search adds one entry, not one per key', async () => {
    renderAt('/orders');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'ok');
    expect(where()).toHaveTextContent('?search=ok');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toHaveTextContent('?page=3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'ok');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toHaveTextContent(/^\?page=3$/);
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(where()).toHaveTextContent('?page=2');
  });

  it('keeps query parameters it does not own and ignores a page that is not a page', async () => {
    renderAt('/orders?page=abc&edit=4');
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('tab', { name: 'New' }));
    expect(where()).toHaveTextContent('?edit=4&tab=new');
  });

  it('parseSort and formatSort are inverses', () => {
    expect(parseSort('-name')).toEqual({ id: 'name', desc: true });
    expect(parseSort('name')).toEqual({ id: 'name', desc: false });
    expect(parseSort('')).toBeNull();
    expect(formatSort({ id: 'total', desc: true })).toBe('-total');
    expect(formatSort(null)).toBe('');
  });
});
