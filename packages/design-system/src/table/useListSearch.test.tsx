import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { renderWithTheme } from '../renderWithTheme';
import { useListSearch } from './useListSearch';
import { useListState } from './useListState';

function SearchableList() {
  const [list, setList] = useListState({ page: 1, search: '' });
  const [text, setText] = useListSearch(list.search, setList, 300);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Current location">{location.search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <label>
        Search
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
    </>
  );
}

const renderAt = (url: string) =>
  renderWithTheme(
    <MemoryRouter initialEntries={[url]}>
      <SearchableList />
    </MemoryRouter>,
  );

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a shared link fills the box; typing reaches the URL once it pauses, and page goes back to 1', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAt('/orders?search=yam&page=3');
  expect(screen.getByLabelText('Search')).toHaveValue('yam');
  await user.clear(screen.getByLabelText('Search'));
  await user.type(screen.getByLabelText('Search'), 'okra');
  expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('?search=yam&page=3');
  act(() => jest.advanceTimersByTime(300));
  expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\?search=okra$/);
});

test('Back brings the earlier search into the box', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderAt('/orders');
  await user.type(screen.getByLabelText('Search'), 'okra');
  act(() => jest.advanceTimersByTime(300));
  expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('?search=okra');
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByLabelText('Search')).toHaveValue('');
});
