import type { ReactNode } from 'react';
import { GlobalStyle } from './GlobalStyle';

export interface ThemeProviderProps {
  children: ReactNode;
}

/** Declares the design tokens as CSS variables and the base document styles, once, at the root. */
export function ThemeProvider({ children }: ThemeProviderProps) {
  return (
    <>
      <GlobalStyle />
      {children}
    </>
  );
}
