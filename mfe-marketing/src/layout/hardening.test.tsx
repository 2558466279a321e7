import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { preferredRegionAtom, sessionStore, signIn, signOut } from '@farmplate/session';
import { clearTrail } from '../region/navigationTrail';
import { publicRoutes } from '../routes';
import { renderSite } from '../test-support/renderPublic';

// The public site at its edges: the signed-in header, the phone menu's Escape, the region
// switch that keeps the page and names itself after its visible text, and a title for every route.

// Pages are lazy chunks: the first render of each transforms and loads its module, which on a busy
// machine takes seconds. Load the ones these tests open up front, and allow for a slow machine.
jest.setTimeout(30_000);
beforeAll(
  () =>
    Promise.all([
      import('../home/UsLandingPage'),
      import('../nigeria/NigeriaLandingPage'),
      import('../about/UsAboutPage'),
      import('../about/NigeriaAboutPage'),
      import('../grocery/GroceryPage'),
      import('../legal/PrivacyPolicyPage'),
      import('../legal/DeliveryPolicyPage'),
    ]),
  120_000,
);

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const location = () => screen.getByTestId('location').textContent;

afterEach(() => {
  act(() => {
    sessionStore.set(preferredRegionAtom, null);
    signOut();
  });
  localStorage.clear();
  clearTrail();
});

test('a signed-in visitor sees their name and a link to their dashboard instead of Login and Sign Up', async () => {
  act(() =>
    signIn('token', {
      id: 2,
      name: 'Kwame Mensah',
      email: 'farmer@farmplate.test',
      role: 'farmer',
      status: 'active',
      created_at: '2026-01-01',
    }),
  );
  renderSite('/us/about');
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
  const nav = within(mainNav());
  expect(nav.getByText('Kwame Mensah')).toBeInTheDocument();
  expect(nav.getByRole('link', { name: 'My Dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();
  expect(nav.queryByRole('link', { name: 'Sign Up' })).toBeNull();
});

test('Escape closes the phone menu and gives the focus back to its toggle', async () => {
  const user = userEvent.setup();
  renderSite('/us');
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const toggle = screen.getByRole('button', { name: 'Close menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await user.click(within(mainNav()).getByRole('link', { name: 'About' }).parentElement!);
  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
});

test.each([
  ['/us/about', '/ng/about'],
  ['/ng/about', '/us/about'],
  ['/us/privacy-policy', '/ng/privacy-policy'],
  ['/ng/delivery-policy', '/us/delivery-policy'],
  ['/us/grocery', '/ng'],
])('the region switch on %s goes to %s', async (from, to) => {
  renderSite(from);
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('link', { name: /Switch to/ }));
  // the navigation is a transition: the address shows once the other page's chunk has loaded
  await waitFor(() => expect(location()).toBe(to), { timeout: 10_000 });
});

test('the region switch’s accessible name contains its visible text (WCAG 2.5.3)', async () => {
  renderSite('/ng');
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 10_000 });
  const button = screen.getByRole('link', { name: /Switch to/ });
  const visible = button.textContent?.trim() ?? '';
  expect(visible).toBe('NG');
  expect(button.getAttribute('aria-label')).toContain(visible);
});

test('every public route object names its page with handle.title', () => {
  const untitled: string[] = [];
  const walk = (routes: RouteObject[], base: string) =>
    routes.forEach((route) => {
      const path = route.index ? base : `${base}/${route.path ?? ''}`;
      if (route.children) walk(route.children, route.path ?? base);
      else if (typeof (route.handle as { title?: unknown } | undefined)?.title !== 'string') untitled.push(path);
    });
  walk(publicRoutes, '');
  expect(untitled).toEqual([]);
});
