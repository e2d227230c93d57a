/**
 * The page's window, or none where only the render runs (the server's render of a page, decision
 * 0009): hooks take it as a default parameter, so their tests can pass a window of their own.
 */
export const pageWindow: (Window & typeof globalThis) | undefined =
  typeof window === 'undefined' ? undefined : window;
