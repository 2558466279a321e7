import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import './fonts';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/** The theme, the global style and the bundled fonts: wrap every app (and standalone remote) once. */
export function FarmPlateThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
