import './zodWithoutEval';
import '@quotemarket/ui/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import {
  createBrowserAppStorage,
  createOperatorApiClient,
  createQueryClient,
} from '@quotemarket/hooks';
import { adminBasename, paths } from './paths';
import { AdminProviders } from './providers/AdminProviders';
import { routes } from './routes/routes';
import { adminChunks } from './shell/adminChunks';

const router = createBrowserRouter(routes, { basename: adminBasename });
adminChunks.followNavigations(router);
const queryClient = createQueryClient();
const storage = createBrowserAppStorage();
const apiClient = createOperatorApiClient({
  storage,
  // The session ended (30 idle minutes, or a 관리자 re-issued this operator's enrolment): the
  // login page says why (the client keeps the reason).
  goToLogin: () => void router.navigate(paths.login(), { replace: true }),
});

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html must contain #root');
}

createRoot(container).render(
  <StrictMode>
    <AdminProviders queryClient={queryClient} apiClient={apiClient} storage={storage}>
      <RouterProvider router={router} />
    </AdminProviders>
  </StrictMode>,
);
