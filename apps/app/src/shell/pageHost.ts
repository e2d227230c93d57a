import { createContext, useContext } from 'react';

/**
 * The host the page was asked for: the browser's own, or the request's when the server renders the
 * page (prerender/renderPage.tsx), so both render what depends on it alike.
 */
const PageHostContext = createContext<string>(globalThis.location?.hostname ?? '');

export const PageHostProvider = PageHostContext.Provider;

export function usePageHost(): string {
  return useContext(PageHostContext);
}
