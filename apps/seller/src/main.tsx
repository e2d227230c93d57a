import './zodWithoutEval';
import '@quotemarket/ui/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  createBrowserAppStorage,
  createQueryClient,
  createSellerApiClient,
} from '@quotemarket/hooks';
import { consoleBasename, paths } from './paths';
import { ConsoleProviders } from './providers/ConsoleProviders';
import { routes } from './routes/routes';

const router = createBrowserRouter(routes, { basename: consoleBasename });
const queryClient = createQueryClient();
const storage = createBrowserAppStorage();
const apiClient = createSellerApiClient({
  storage,
  goToLogin: () => void router.navigate(paths.login(), { replace: true }),
});

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain #root');
}

createRoot(container).render(
  <StrictMode>
    <ConsoleProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
      <RouterProvider router={router} />
    </ConsoleProviders>
  </StrictMode>,
);
