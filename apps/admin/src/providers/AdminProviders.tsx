import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import {
  ApiClientProvider,
  AppStorageProvider,
  type ApiClient,
  type AppStorage,
} from '@quotemarket/hooks';
import { LinkProvider, ToastProvider } from '@quotemarket/ui';
import { RouterLink } from './RouterLink';

export interface AdminProvidersProps {
  queryClient: QueryClient;
  apiClient: ApiClient;
  storage: AppStorage;
  children: ReactNode;
}

/** Everything a console page reads from above: data, the operator's client, storage, links, toasts. */
export function AdminProviders({ queryClient, apiClient, storage, children }: AdminProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>
        <AppStorageProvider storage={storage}>
          <LinkProvider component={RouterLink}>
            <ToastProvider>{children}</ToastProvider>
          </LinkProvider>
        </AppStorageProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
