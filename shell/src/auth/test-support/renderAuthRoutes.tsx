import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@farmplate/design-system';
import { ForgotPasswordPage, LoginPage, RegisterPage, SessionKeeper } from '../index';

/** The current path, for asserting where a screen sent the visitor. */
function CurrentPath() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

/** The auth screens as the shell routes them (plus stand-ins for home and the dashboard). */
export function renderAuthRoutes(at: InitialEntry, { withSessionKeeper = false } = {}): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[at]}>
          {withSessionKeeper && <SessionKeeper />}
          <Routes>
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/dashboard/*" element={<h1>Dashboard</h1>} />
          </Routes>
          <CurrentPath />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

export const farmerUser = {
  id: 2,
  name: 'Kwame Mensah',
  email: 'farmer@farmplate.test',
  role: 'farmer' as const,
  status: 'active' as const,
  created_at: '2026-01-01T00:00:00.000Z',
};
