import type { ReactElement } from 'react';
import type { RenderResult } from '@testing-library/react';
import { renderWithProviders } from '@farmplate/testing';

/**
 * A farmer screen as the shell mounts it: at `path` under /dashboard (renderWithProviders of
 * @farmplate/testing gives the session, theme, toasts, query client and router).
 */
export function renderScreen(
  screen: ReactElement,
  { path = '', at }: { path?: string; at?: string } = {},
): RenderResult {
  return renderWithProviders(screen, {
    url: at ?? `/dashboard/${path}`,
    path: path ? `/dashboard/${path}` : '/dashboard',
  });
}
