import { render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import type { RemoteApp } from '@farmplate/contracts';
import { FarmPlateThemeProvider } from '@farmplate/design-system';
import { remoteFallbackPlugin } from './remoteFallbackPlugin';

type ErrorLoadRemoteArgs = Parameters<NonNullable<ReturnType<typeof remoteFallbackPlugin>['errorLoadRemote']>>[0];

const failure = (lifecycle: ErrorLoadRemoteArgs['lifecycle']) =>
  ({ id: 'farmer/App', error: new Error('manifest unreachable'), lifecycle, from: 'runtime' }) as ErrorLoadRemoteArgs;

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

test('a remote that cannot be loaded is answered with an app whose every page is the fallback screen', () => {
  const answer = remoteFallbackPlugin().errorLoadRemote!(failure('onLoad')) as { default: RemoteApp };
  expect(answer.default.name).toBe('farmer');

  const Routes = () => useRoutes(answer.default.routes);
  render(
    <FarmPlateThemeProvider>
      <MemoryRouter initialEntries={['/inventory']}>
        <Routes />
      </MemoryRouter>
    </FarmPlateThemeProvider>,
  );
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(
    screen.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
});

test.each(['beforeRequest', 'afterResolve', 'beforeLoadShare'] as const)(
  'at %s it answers nothing, so nothing is mistaken for a manifest or a module',
  (lifecycle) => {
    expect(remoteFallbackPlugin().errorLoadRemote!(failure(lifecycle))).toBeUndefined();
  },
);
