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

export interface AppProvidersProps {
  queryClient: QueryClient;
  apiClient: ApiClient;
  storage: AppStorage;
  children: ReactNode;
}

export function AppProviders({ queryClient, apiClient, storage, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>
        <AppStorageProvider storage={storage}>
          <LinkProvider component={RouterLink}>
            {/* Top-right, 3 s, closable and paused on hover, as the spec's toasts are. */}
            <ToastProvider>{children}</ToastProvider>
          </LinkProvider>
        </AppStorageProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
