import type { ReactElement, ReactNode } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useRoutes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FarmPlateThemeProvider } from '@farmplate/design-system';
import { publicRoutes } from '../routes';
import { SiteRegionProvider } from '../region/SiteRegionContext';
import type { ContentRegion } from '../region/region';

/** What the shell gives the remote: theme, a query client and a router. */
function Providers({ path, children }: { path: string; children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return (
    <FarmPlateThemeProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </FarmPlateThemeProvider>
  );
}

/**
 * Every page is a lazy chunk: its first showing compiles and runs its module, which on a loaded
 * machine can take longer than findBy's 1 s default. Waits for a page pass this explicitly.
 */
export const pageLoad = { timeout: 15_000 };

/** Shows the current address, so a test can see where a link or a button went. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <span data-testid="location">{`${pathname}${search}`}</span>;
}

function PublicRoutes() {
  return useRoutes(publicRoutes);
}

/**
 * The whole public site at `path` (pages load lazily: use findBy…), mounted at '/*' as the brief
 * says, or, with `splitMounts`, once under each of /us/*, /ng/* and /*.
 */
export function renderSite(path: string, { splitMounts = false } = {}): RenderResult {
  return render(
    <Providers path={path}>
      <Routes>
        {(splitMounts ? ['/us/*', '/ng/*', '/*'] : ['/*']).map((mount) => (
          <Route key={mount} path={mount} element={<PublicRoutes />} />
        ))}
      </Routes>
      <LocationProbe />
    </Providers>,
  );
}

/** One page or part, inside a layout of the given region, at `path`. */
export function renderInLayout(
  ui: ReactElement,
  { path = '/', layout = 'general' }: { path?: string; layout?: ContentRegion } = {},
): RenderResult {
  return render(
    <Providers path={path}>
      <SiteRegionProvider layout={layout}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <LocationProbe />
      </SiteRegionProvider>
    </Providers>,
  );
}
