import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FarmPlateThemeProvider, ToastProvider } from '@farmplate/design-system';

/** Where a screen sent the user ('/dashboard/inventory?edit=3'). */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

/**
 * A screen with what the shell gives it: theme, toasts, a react-query client (no retries) and a
 * router, mounted at `path` under /dashboard as the shell mounts the farmer routes.
 */
export function renderScreen(
  screen: ReactElement,
  { path = '', at }: { path?: string; at?: string } = {},
): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <FarmPlateThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[at ?? `/dashboard/${path}`]}>
            <Routes>
              <Route path="/dashboard">
                {path ? <Route path={path} element={screen} /> : <Route index element={screen} />}
                <Route path="*" element={null} />
              </Route>
            </Routes>
            <CurrentLocation />
          </MemoryRouter>
        </ToastProvider>
      </FarmPlateThemeProvider>
    </QueryClientProvider>,
  );
}
