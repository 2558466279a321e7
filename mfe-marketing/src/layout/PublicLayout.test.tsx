import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { preferredRegionAtom, sessionStore } from '@farmplate/session';
import { clearTrail, recordVisit } from '../region/navigationTrail';
import { pageLoad, renderSite } from '../test-support/renderPublic';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
/** jsdom has no wide screen: the menu is behind its phone toggle. */
const openMenu = () => userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
const navLinks = () =>
  within(mainNav())
    .getAllByRole('link')
    .map((link) => link.textContent);
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  act(() => sessionStore.set(preferredRegionAtom, null));
  localStorage.clear();
  clearTrail();
});

test('the US layout shows Home, Grocery, About, Contact, Blog, Login and Sign Up', async () => {
  renderSite('/us');
  await screen.findByRole(
    'heading',
    { level: 1, name: 'African, Caribbean and soul food, fresh from local farms' },
    pageLoad,
  );
  await openMenu();
  expect(navLinks()).toEqual(['Home', 'Grocery', 'About', 'Contact', 'Blog', 'Cart (0)', 'Login', 'Sign Up']);
  expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/us/about');
  expect(within(mainNav()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(within(mainNav()).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
});

test('the Nigeria layout has no Grocery, and /ng/grocery is not found', async () => {
  renderSite('/ng/grocery');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, pageLoad)).toBeInTheDocument();
  await openMenu();
  expect(navLinks()).toEqual(['Home', 'About', 'Contact', 'Blog', 'Cart (0)', 'Login', 'Sign Up']);
});

test('the general layout hides Grocery for a stored Nigeria preference and shows the Nigeria home', async () => {
  localStorage.setItem('preferredRegion', 'ng');
  act(() => sessionStore.set(preferredRegionAtom, 'ng'));
  renderSite('/');
  await screen.findByRole(
    'heading',
    {
      level: 1,
      name: 'Order meals and groceries from the people who grow and cook them',
    },
    pageLoad,
  );
  await openMenu();
  expect(navLinks()).toEqual(['Home', 'About', 'Contact', 'Blog', 'Cart (0)', 'Login', 'Sign Up']);
});

test('footer legal links carry the region of the layout, and none in the general layout', async () => {
  const { unmount } = renderSite('/ng/about');
  await screen.findByRole('heading', { level: 1 }, pageLoad);
  const legal = () => within(screen.getByRole('navigation', { name: 'Legal' }));
  expect(legal().getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy?region=ng');
  expect(legal().getByRole('link', { name: 'Delivery & Shipping Policy' })).toHaveAttribute(
    'href',
    '/delivery-policy?region=ng',
  );
  unmount();

  renderSite('/menu');
  await screen.findByRole('heading', { level: 1, name: 'Our Menu' }, pageLoad);
  expect(legal().getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-of-service');
  const company = within(screen.getByRole('navigation', { name: 'Company' }));
  expect(company.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/careers',
    '/investors',
    '/loyalty',
    '/newsroom',
  ]);
});

test('the region switch shows the current flag code, keeps the page in the other region and stores the choice', async () => {
  const user = userEvent.setup();
  renderSite('/us/about');
  await screen.findByRole('heading', { level: 1 }, pageLoad);
  const toggle = screen.getByRole('link', { name: 'US: United States. Switch to Nigeria' });
  expect(toggle).toHaveTextContent('US');
  expect(toggle).toHaveAttribute('href', '/ng/about'); // a link: it works before the app has started

  await user.click(toggle);
  await waitFor(() => expect(location()).toBe('/ng/about'), { timeout: 10_000 });
  expect(localStorage.getItem('preferredRegion')).toBe('ng');
  // the server reads it to send the page of the chosen region from the first paint
  expect(document.cookie).toContain('preferredRegion=ng');
  const back = await screen.findByRole('link', { name: 'NG: Nigeria. Switch to United States' });
  expect(back).toHaveTextContent('NG');

  await user.click(back);
  await waitFor(() => expect(location()).toBe('/us/about'), { timeout: 10_000 });
  expect(localStorage.getItem('preferredRegion')).toBe('us');
});

describe('legal pages pick their region', () => {
  test('from ?region=', async () => {
    renderSite('/privacy-policy?region=ng');
    expect(await screen.findByText('Version: Nigeria', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /privacy@farmplate\.ng/ }).length).toBeGreaterThan(0);
  });

  test('from the path', async () => {
    renderSite('/us/terms-of-service');
    expect(await screen.findByText('Version: United States', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByText(/Dallas-Fort Worth, Houston, Atlanta and New York/)).toBeInTheDocument();
  });

  test('from the page the visitor came from, in the app or before it', async () => {
    recordVisit('/ng/about'); // the public layout records every page the visitor sees
    const { unmount } = renderSite('/privacy-policy');
    expect(await screen.findByText('Version: Nigeria', {}, pageLoad)).toBeInTheDocument();
    unmount();
    clearTrail();

    Object.defineProperty(document, 'referrer', { value: `${window.location.origin}/us/grocery`, configurable: true });
    renderSite('/terms-of-service');
    expect(await screen.findByText('Version: United States', {}, pageLoad)).toBeInTheDocument();
    Object.defineProperty(document, 'referrer', { value: '', configurable: true });
  });

  test('from the stored preference, else the general version', async () => {
    localStorage.setItem('preferredRegion', 'ng');
    act(() => sessionStore.set(preferredRegionAtom, 'ng'));
    const { unmount } = renderSite('/return-refund-policy');
    expect(await screen.findByText('Version: Nigeria', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getAllByText(/FarmPlate Nigeria Limited/).length).toBeGreaterThan(0);
    unmount();

    act(() => sessionStore.set(preferredRegionAtom, null));
    renderSite('/delivery-policy');
    expect(await screen.findByText('Version: All regions', {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByText(/₦1,500 to ₦2,500 in Nigeria/)).toBeInTheDocument();
  });
});

test('mounted once under each of /us/*, /ng/* and /*, the layouts still follow the address', async () => {
  const { unmount } = renderSite('/ng/grocery', { splitMounts: true });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, pageLoad)).toBeInTheDocument();
  unmount();

  renderSite('/ng/about', { splitMounts: true });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Good food, fairly grown, cooked close to home' }, pageLoad),
  ).toBeInTheDocument();
  await openMenu();
  expect(within(mainNav()).getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/ng/blog');
});
