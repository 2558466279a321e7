import type { ReactNode } from 'react';
import type { RemoteApp } from '@farmplate/contracts';
import type { SessionUser } from '@farmplate/session';
import { renderRoutes, sessionUser } from '@farmplate/testing';
import { shellRoutes } from '../app/routes';
import { createRemoteRegistry, type RemoteName } from './remoteRegistry';
import { RemoteRegistryContext } from './RemoteRegistryContext';

export const accountOf = (role: SessionUser['role'], name: string): SessionUser =>
  sessionUser({ id: 7, name, email: `${role}@farmplate.test`, role });

/** A remote as a test wants it: an app, or a failure (what the federation loader throws). */
export type FakeRemotes = Partial<Record<RemoteName, RemoteApp | Error>>;

/** The shell's route table (the kit's renderRoutes), with `remotes` injected instead of federation. */
export function renderShell(
  url: string,
  { remotes = {}, user }: { remotes?: FakeRemotes; user?: SessionUser } = {},
): ReturnType<typeof renderRoutes> {
  const registry = createRemoteRegistry(async (name) => {
    const remote = remotes[name];
    if (!remote) throw new Error(`remote ${name} is not available`);
    if (remote instanceof Error) throw remote;
    return remote;
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RemoteRegistryContext value={registry}>{children}</RemoteRegistryContext>
  );
  return renderRoutes(shellRoutes, { url, user, wrapper });
}
