import { menuFilterRequest, withMenuFilter } from './menu-filter-page';

const PAGE =
  '<html><head><title>Our Menu</title></head><body><div id="root" data-prerendered="">' +
  '<form role="search" method="post"><input type="hidden" name="category" value=""/>' +
  '<input type="search" placeholder="Search menu..." name="q" maxLength="100" value=""/></form>' +
  '<div data-menu-unfiltered=""><p role="status" data-dish-count="">8 dishes</p>' +
  '<article data-menu-dish="" data-categories="dessert vegetarian" data-search="sweet potato pie"></article>' +
  '</div></div></body></html>';

test('a menu address with only the filter is the menu page and its filter, bad values read as none', () => {
  expect(menuFilterRequest('/us/menu?category=dessert&q=pie')).toEqual({
    pathname: '/us/menu',
    filter: { category: 'dessert', search: 'pie' },
  });
  expect(menuFilterRequest('/menu?category=brunch&q=')).toEqual({
    pathname: '/menu',
    filter: { category: 'all', search: '' },
  });
  expect(menuFilterRequest('/ng/menu?q=' + 'a'.repeat(300))?.filter.search).toHaveLength(100);
  // another page, another parameter, or no query at all: not a filtered menu
  for (const url of ['/us/menu', '/us/menu/8?q=pie', '/us/about?q=pie', '/us/menu?q=pie&type=farmer']) {
    expect(menuFilterRequest(url)).toBeNull();
  }
});

test('the filter hides what it leaves out while the menu shows the server’s unfiltered list, and fills the form', () => {
  const html = withMenuFilter(PAGE, { category: 'dessert', search: 'Pie' });
  expect(html).toContain(
    '<style>[data-menu-unfiltered] [data-menu-dish]:not([data-categories~="dessert"]),' +
      '[data-menu-unfiltered] [data-menu-dish]:not([data-search*="pie"]){display:none}' +
      '[data-menu-unfiltered] [data-dish-count]{visibility:hidden}</style></head>',
  );
  expect(html).toContain('<input type="hidden" name="category" value="dessert"/>');
  expect(html).toContain('<input type="search" placeholder="Search menu..." name="q" maxLength="100" value="Pie"/>');
  // #root is untouched: React hydrates the markup the prerender wrote
  expect(html.slice(html.indexOf('<div id="root"'))).toBe(
    PAGE.slice(PAGE.indexOf('<div id="root"'))
      .replace('name="category" value=""', 'name="category" value="dessert"')
      .replace('maxLength="100" value=""', 'maxLength="100" value="Pie"'),
  );
});

test('no filter leaves the page as it is', () => {
  expect(withMenuFilter(PAGE, { category: 'all', search: '' })).toBe(PAGE);
});

test('what a visitor searches cannot end the style or the field: it is escaped', () => {
  const html = withMenuFilter(PAGE, { category: 'all', search: '"]</style><script>alert(1)</script>' });
  expect(html).not.toContain('<script>');
  expect(html).toContain(
    '[data-search*="\\22 \\5d \\3c \\2f style\\3e \\3c script\\3e alert\\28 1\\29 \\3c \\2f script\\3e "]',
  );
  expect(html).toContain('value="&quot;]&lt;/style&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
});
