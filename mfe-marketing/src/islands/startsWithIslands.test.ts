import { startsWithIslands } from './pages';

test('the pages whose every part that acts is an island start with the islands; the others with the app', () => {
  const islandPages = ['/us', '/ng', '/', '/us/about', '/ng/about', '/us/farmers', '/ng/delivery', '/careers'];
  // the menu: its search, filters and live dishes are an island
  for (const page of [...islandPages, '/us/menu', '/ng/menu', '/menu'])
    expect([page, startsWithIslands(page)]).toEqual([page, true]);
  // live data, forms, a filter, a page that follows where the visitor came from
  for (const page of ['/us/menu/8', '/us/boxes', '/us/cart', '/us/contact', '/blog', '/privacy-policy', '/us/grocery'])
    expect([page, startsWithIslands(page)]).toEqual([page, false]);
});
