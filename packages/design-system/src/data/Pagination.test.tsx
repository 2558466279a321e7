import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../renderWithTheme';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it("says 'Showing X of Y results'", () => {
    renderWithTheme(<Pagination page={1} lastPage={5} shown={10} total={45} onPageChange={jest.fn()} />);
    expect(screen.getByText('Showing 10 of 45 results')).toBeInTheDocument();
  });

  it("says 'Showing from to to of total results' when given the range", () => {
    renderWithTheme(<Pagination page={2} lastPage={5} from={11} to={20} total={45} onPageChange={jest.fn()} />);
    expect(screen.getByText('Showing 11 to 20 of 45 results')).toBeInTheDocument();
  });

  it('offers numbered pages with the current one marked, and previous/next', async () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Pagination page={2} lastPage={3} shown={10} total={25} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });

    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Previous' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [3]]);
  });

  it('cannot go before the first or after the last page', () => {
    const { rerender } = renderWithTheme(
      <Pagination page={1} lastPage={2} shown={10} total={12} onPageChange={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();

    rerender(<Pagination page={2} lastPage={2} shown={2} total={12} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shortens a long run of pages to the first, the last and the neighbours of the current one', () => {
    renderWithTheme(<Pagination page={6} lastPage={20} shown={10} total={200} onPageChange={jest.fn()} />);
    const pages = screen.getAllByRole('button', { name: /^Page / }).map((button) => button.textContent);
    expect(pages).toEqual(['1', '5', '6', '7', '20']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it("without numbers, shows 'Page X of Y'", () => {
    renderWithTheme(
      <Pagination page={2} lastPage={4} shown={10} total={40} numbered={false} onPageChange={jest.fn()} />,
    );
    expect(screen.getByText('Page 2 of 4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Page / })).not.toBeInTheDocument();
  });
});
