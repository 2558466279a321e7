import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StaticHtml } from './StaticHtml';

let renders = 0;
function Story() {
  renders += 1;
  return (
    <section>
      <h2>Farm to table</h2>
      <Link to="/us/menu">Explore the Menu</Link>
    </section>
  );
}

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

const page = (
  <MemoryRouter initialEntries={['/us']}>
    <StaticHtml>
      <Story />
    </StaticHtml>
    <Location />
  </MemoryRouter>
);

/** The page as the prerender writes it: the same tree rendered in full. */
async function prerendered(): Promise<HTMLElement> {
  const server = document.createElement('div');
  await act(async () => createRoot(server).render(page));
  const container = document.createElement('div');
  container.innerHTML = server.innerHTML;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  renders = 0;
});

test('a prerendered page hydrates without rendering its static content, which stays as the server wrote it', async () => {
  const container = await prerendered();
  renders = 0;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(renders).toBe(0);
  expect(screen.getByRole('heading', { name: 'Farm to table' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Explore the Menu' })).toHaveAttribute('href', '/us/menu');
});

test('a link in static content opens its page in the app, without a reload', async () => {
  const container = await prerendered();
  await act(async () => {
    hydrateRoot(container, page);
  });
  let followedByTheBrowser: boolean | undefined;
  const seeClick = (event: Event) => (followedByTheBrowser = !event.defaultPrevented);
  document.addEventListener('click', seeClick);
  await userEvent.setup().click(screen.getByRole('link', { name: 'Explore the Menu' }));
  document.removeEventListener('click', seeClick);
  expect(screen.getByTestId('location')).toHaveTextContent('/us/menu');
  expect(followedByTheBrowser).toBe(false);
});

test('rendered in the browser (a page opened from another), its content is rendered as usual', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(page));
  expect(renders).toBeGreaterThan(0);
  expect(screen.getByRole('heading', { name: 'Farm to table' })).toBeInTheDocument();
});
