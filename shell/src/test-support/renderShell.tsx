import { act, render, type RenderResult } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RemoteApp } from '@farmplate/contracts';
import { FarmPlateThemeProvider, ToastProvider } from '@farmplate/design-system';
import { signIn, type SessionUser } from '@farmplate/session';
import { shellRoutes } from '../app/routes';
import { createRemoteRegistry, type RemoteName } from '../remotes/remoteRegistry';
import { RemoteRegistryContext } from '../remotes/RemoteRegistryContext';

export const accountOf = (role: SessionUser['role'], name: string): SessionUser => ({
  id: 7,
  name,
  email: `${role}@farmplate.test`,
  role,
  status: 'active',
  created_at: '2026-01-01T00:00:00.000Z',
});

/** A remote as a test wants it: an app, or a failure (what the federation loader throws). */
export type FakeRemotes = Partial<Record<RemoteName, RemoteApp | Error>>;

/**
 * The whole shell route table in a memory router, with remotes injected instead of federation.
 * Signs `user` in first when given. Awaited inside act, so the remotes' Suspense can settle.
 */
export async function renderShell(
  path: string,
  { remotes = {}, user }: { remotes?: FakeRemotes; user?: SessionUser } = {},
): Promise<RenderResult & { router: ReturnType<typeof createMemoryRouter> }> {
  if (user) signIn('test-token', user);
  const registry = createRemoteRegistry(async (name) => {
    const remote = remotes[name];
    if (!remote) throw new Error(`remote ${name} is not available`);
    if (remote instanceof Error) throw remote;
    return remote;
  });
  const router = createMemoryRouter(shellRoutes, { initialEntries: [path] });
  const view = await act(async () =>
    render(
      <FarmPlateThemeProvider>
        <ToastProvider>
          <QueryClientProvider client={new QueryClient()}>
            <RemoteRegistryContext value={registry}>
              <RouterProvider router={router} />
            </RemoteRegistryContext>
          </QueryClientProvider>
        </ToastProvider>
      </FarmPlateThemeProvider>,
    ),
  );
  return { ...view, router };
}
