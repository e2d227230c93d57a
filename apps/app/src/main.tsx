import './zodWithoutEval';
import '@quotemarket/ui/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createAppApiClient, createBrowserAppStorage, createQueryClient } from '@quotemarket/hooks';
import { paths } from './paths';
import { AppProviders } from './providers/AppProviders';
import { routes } from './routes/routes';
import { providePrefetchContext } from './shell/routePrefetch';

const queryClient = createQueryClient();
const storage = createBrowserAppStorage();
const apiClient = createAppApiClient({
  storage,
  goToLogin: () => void router.navigate(paths.login(), { replace: true }),
});
// Before the router starts: its first loaders ask for the first screen's data (shell/routePrefetch).
providePrefetchContext({ queryClient, apiClient, storage });
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain #root');
}

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

// Offline page, install and push (src/service-worker/sw.ts): only in the built app, and only once
// the page has loaded, so the worker and the files it precaches never compete with the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => {
    import('./pwa/registerServiceWorker').then(
      ({ registerServiceWorker }) => registerServiceWorker(router),
      (error: unknown) => console.error('서비스 워커를 등록하지 못했어요', error),
    );
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
