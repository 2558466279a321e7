import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { FarmPlateThemeProvider, ToastProvider } from '@farmplate/design-system';
import { RemoteRegistryContext } from '../remotes/RemoteRegistryContext';
import type { RemoteRegistry } from '../remotes/remoteRegistry';
import { shellRoutes } from './routes';

/**
 * The providers every part of FarmPlate runs inside. react-query, jotai and styled-components are
 * federated singletons, so the remotes use this client, the default jotai store and this theme.
 */
export function App({ remotes }: { remotes: RemoteRegistry }) {
  const [queryClient] = useState(() => new QueryClient());
  const [router] = useState(() => createBrowserRouter(shellRoutes));
  return (
    <FarmPlateThemeProvider>
      <ToastProvider>
        <QueryClientProvider client={queryClient}>
          <RemoteRegistryContext value={remotes}>
            <RouterProvider router={router} />
          </RemoteRegistryContext>
        </QueryClientProvider>
      </ToastProvider>
    </FarmPlateThemeProvider>
  );
}
