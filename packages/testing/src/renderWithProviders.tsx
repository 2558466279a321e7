import type { ReactElement, ReactNode } from 'react';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@farmplate/api-client';
import { FarmPlateThemeProvider, ToastProvider, useToast } from '@farmplate/design-system';
import { signIn, type SessionUser } from '@farmplate/session';

/** Where a screen sent the visitor ('/dashboard/inventory?edit=3'), for assertions. */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

/** The app's own query client (createQueryClient), reporting failures to the toasts as the shell does. */
function QueryProvider({ children }: { children: ReactNode }) {
  const toast = useToast();
  const [client] = useState(() => {
    const queryClient = createQueryClient({ notify: toast.error });
    // A test answers each call once: a failed load fails at once instead of after the app's retries.
    queryClient.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
    return queryClient;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** What the shell gives every screen around its router: theme, toasts and the app's query client. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <FarmPlateThemeProvider>
      <ToastProvider>
        <QueryProvider>{children}</QueryProvider>
      </ToastProvider>
    </FarmPlateThemeProvider>
  );
}

export interface RenderOptions {
  /** Signed in as this user first (else the session is left as the test set it). */
  user?: SessionUser;
  /** The address the router starts at, e.g. '/dashboard/inventory?page=2'. */
  url?: string;
  /** The route pattern `ui` is mounted at (default '*': any address). */
  path?: string;
}

/**
 * `ui` with what the shell gives every screen: session, theme, toasts, the app's query client and
 * a router at `url`, plus an output 'Current location' showing where the screen navigated.
 */
export function renderWithProviders(
  ui: ReactElement,
  { user, url = '/', path = '*' }: RenderOptions = {},
): RenderResult {
  if (user) signIn('test-token', user);
  return render(
    <Providers>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <CurrentLocation />
      </MemoryRouter>
    </Providers>,
  );
}
