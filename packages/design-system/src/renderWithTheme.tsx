import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme/theme';

/** Renders inside the FarmPlate theme, as every app does (tests of this package only). */
export function renderWithTheme(ui: ReactElement, options?: RenderOptions): RenderResult {
  return render(ui, { wrapper: ({ children }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>, ...options });
}
