import { useState, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@farmplate/api-client/core';
import { BrowserRouter, MemoryRouter } from 'react-router-dom';
import { FarmPlateThemeProvider, ToastProvider, useToast } from '@farmplate/design-system/core';
import { RemoteRegistryContext } from '../remotes/RemoteRegistryContext';
import type { RemoteRegistry } from '../remotes/remoteRegistry';
import { ShellRoutes } from './routes';

/** The app's one query client: a failed call's toast comes from it, once (see createQueryClient). */
function QueryProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [queryClient] = useState(() => createQueryClient({ notify: toast.error }));
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/**
 * The providers every part of FarmPlate runs inside. react-query, jotai and styled-components are
 * federated singletons, so the remotes use this client, the default jotai store and this theme.
 */
export function App({
  remotes,
  address,
  router: OwnRouter,
}: {
  remotes: RemoteRegistry;
  /** The one address the prerender (src/prerender) renders, in memory; the browser's history otherwise. */
  address?: string;
  /**
   * The router, when not the browser's history: the sign-in screens' own entry
   * (src/signIn/start.tsx) goes anywhere else with a full load.
   */
  router?: ComponentType<{ children: ReactNode }>;
}) {
  const routes = <ShellRoutes />;
  return (
    <FarmPlateThemeProvider>
      <ToastProvider>
        <QueryProvider>
          <RemoteRegistryContext value={remotes}>
            {address !== undefined ? (
              <MemoryRouter initialEntries={[address]}>{routes}</MemoryRouter>
            ) : OwnRouter ? (
              <OwnRouter>{routes}</OwnRouter>
            ) : (
              <BrowserRouter>{routes}</BrowserRouter>
            )}
          </RemoteRegistryContext>
        </QueryProvider>
      </ToastProvider>
    </FarmPlateThemeProvider>
  );
}
