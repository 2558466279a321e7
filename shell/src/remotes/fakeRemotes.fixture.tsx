import { act, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import type { RemoteApp } from '@farmplate/contracts';
import type { SessionUser } from '@farmplate/session';
import { renderWithProviders, sessionUser } from '@farmplate/testing';
import { ShellRoutes } from '../app/routes';
import { createRemoteRegistry, type RemoteName } from './remoteRegistry';
import { RemoteRegistryContext } from './RemoteRegistryContext';

export const accountOf = (role: SessionUser['role'], name: string): SessionUser =>
  sessionUser({ id: 7, name, email: `${role}@farmplate.test`, role });

/** A remote as a test wants it: an app, or a failure (what the federation loader throws). */
export type FakeRemotes = Partial<Record<RemoteName, RemoteApp | Error>>;

/** Where the shell's router is, and a way to move it, as a test reads and moves it. */
export interface ShellRouter {
  readonly location: Location;
  navigate(to: string): Promise<void>;
}

function RouterProbe({ router }: { router: { location?: Location; navigate?: NavigateFunction } }) {
  router.location = useLocation();
  router.navigate = useNavigate();
  return null;
}

/**
 * The shell's routes as App renders them (ShellRoutes in a plain router, here a memory router at
 * `url`), with `remotes` injected instead of federation. Awaited inside act, so lazy screens settle.
 */
export async function renderShell(
  url: string,
  { remotes = {}, user }: { remotes?: FakeRemotes; user?: SessionUser } = {},
): Promise<RenderResult & { router: ShellRouter }> {
  const registry = createRemoteRegistry(async (name) => {
    const remote = remotes[name];
    if (!remote) throw new Error(`remote ${name} is not available`);
    if (remote instanceof Error) throw remote;
    return remote;
  });
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const view = await act(async () =>
    renderWithProviders(
      <RemoteRegistryContext value={registry}>
        <ShellRoutes />
        <RouterProbe router={probe} />
      </RemoteRegistryContext>,
      { url, user },
    ),
  );
  const router: ShellRouter = {
    get location() {
      if (!probe.location) throw new Error('the shell has not rendered');
      return probe.location;
    },
    navigate: (to) => act(async () => void (await probe.navigate?.(to))),
  };
  return { ...view, router };
}

/**
 * Clicks `element` and lets the navigation it starts finish. React Router navigates in a
 * transition; one that suspends (a remote loading) inside the click's own act never commits in
 * jsdom, so the click runs in an awaited act of its own.
 */
export const clickAndSettle = (element: Element): Promise<void> =>
  act(async () => {
    await userEvent.click(element);
  });
