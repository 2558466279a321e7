import { screen } from '@testing-library/react';
import { useRoutes } from 'react-router-dom';
import { SIDEBAR_SCREENS } from '@farmplate/contracts';
import { fakeApi, paged, renderWithProviders } from '@farmplate/testing';
import farmer from './App';

function renderRoute(url: string) {
  fakeApi({
    'GET /farmer/boxes': () => ({ body: paged([]) }),
    'GET /farmer/box-orders': () => ({ body: paged([]) }),
    'GET /farmer/boxes/pick-list': ({ query }) => ({ body: { cycle: query.get('cycle')!, boxes: 0, data: [] } }),
  });
  const Routes = () => useRoutes(farmer.routes);
  return renderWithProviders(<Routes />, { url });
}

test('the farmer sidebar lists the screens the access table gives the farmer, in order', () => {
  expect(farmer.sidebar?.map((item) => item.screen)).toEqual(SIDEBAR_SCREENS.farmer);
  expect(farmer.sidebar?.find((item) => item.screen === 'boxes')?.label).toBe('Boxes');
  expect(farmer.sidebar?.find((item) => item.screen === 'box-orders')?.label).toBe('Box Orders');
});

test.each([
  ['/boxes', 'Boxes'],
  ['/box-orders?cycle=2026-12-04', 'Box Orders'],
])('%s shows the screen titled %s', async (url, title) => {
  renderRoute(url);
  expect(await screen.findByRole('heading', { level: 1, name: title }, { timeout: 10_000 })).toBeInTheDocument();
});
