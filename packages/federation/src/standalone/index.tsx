// Runs one remote alone in development (`pnpm --filter mfe-farmer dev`): the same providers as
// the shell, the remote's routes where the shell would mount them, and a development session.
import { StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Route, Routes, useRoutes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import styled from 'styled-components';
import type { PortalRole, RemoteApp } from '@farmplate/contracts';
import { ROLE_LABELS } from '@farmplate/contracts';
import { signIn, useSession, type SessionUser } from '@farmplate/session';
import { apiRequest, createQueryClient } from '@farmplate/api-client';
import { FarmPlateThemeProvider, Spinner, ToastProvider } from '@farmplate/design-system';

/** The seeded demo accounts a portal signs in with when run alone. */
const DEMO_ACCOUNTS: Record<PortalRole, { email: string; password: string }> = {
  farmer: { email: 'farmer@farmplate.test', password: 'farmer123' },
  kitchen: { email: 'kitchen@farmplate.test', password: 'kitchen123' },
  admin: { email: 'admin@farmplate.test', password: 'admin123' },
  delivery: { email: 'delivery@farmplate.test', password: 'delivery123' },
};

const DevBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const DevNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const DevMain = styled.main`
  padding: ${({ theme }) => theme.space(6)};
`;

function RemoteRoutes({ app }: { app: RemoteApp }) {
  const routes = useRoutes(app.routes);
  const Layout = app.Layout;
  return <Suspense fallback={<Spinner label="Loading" />}>{Layout ? <Layout>{routes}</Layout> : routes}</Suspense>;
}

/** Signs in as the role's demo account (through the dev server's /api proxy) unless already signed in as that role. */
function DevSession({ role, children }: { role: PortalRole; children: ReactNode }) {
  const { user } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const signedInAsRole = user?.role === role;

  useEffect(() => {
    if (signedInAsRole) return;
    apiRequest<{ token: string; user: SessionUser }>('/login', { method: 'POST', body: DEMO_ACCOUNTS[role] })
      .then(({ token, user: account }) => signIn(token, account))
      .catch((error: Error) =>
        // eslint-disable-next-line no-restricted-syntax -- a developer's standalone page: the raw cause helps
        setProblem(`Could not sign in as the demo ${role} (${error.message}). Is the API running on port 8080?`),
      );
  }, [role, signedInAsRole]);

  if (problem) return <p role="alert">{problem}</p>;
  if (!signedInAsRole) return <Spinner label={`Signing in as the demo ${role}`} />;
  return children;
}

function PortalPage({ app, role }: { app: RemoteApp; role: PortalRole }) {
  const { user } = useSession();
  return (
    <DevSession role={role}>
      <DevBar>
        <strong>{app.title}</strong>
        <span>
          standalone, signed in as {user?.name} ({ROLE_LABELS[role]})
        </span>
        <DevNav aria-label="Portal">
          {(app.sidebar ?? []).map((item) => (
            <Link key={item.screen} to={`/dashboard/${item.screen}`}>
              {item.label}
            </Link>
          ))}
        </DevNav>
      </DevBar>
      <DevMain>
        <RemoteRoutes app={app} />
      </DevMain>
    </DevSession>
  );
}

/** Renders `app` into #root. A portal (`role` given) is mounted under /dashboard, the public site under /, /us and /ng. */
export function mountStandalone(app: RemoteApp, { role }: { role?: PortalRole } = {}): void {
  const queryClient = createQueryClient();
  const page = role ? (
    <Routes>
      <Route path="/dashboard/*" element={<PortalPage app={app} role={role} />} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  ) : (
    <Routes>
      {['/us/*', '/ng/*', '/*'].map((path) => (
        <Route key={path} path={path} element={<RemoteRoutes app={app} />} />
      ))}
    </Routes>
  );

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <FarmPlateThemeProvider>
        <ToastProvider>
          <QueryClientProvider client={queryClient}>
            <BrowserRouter>{page}</BrowserRouter>
          </QueryClientProvider>
        </ToastProvider>
      </FarmPlateThemeProvider>
    </StrictMode>,
  );
}
