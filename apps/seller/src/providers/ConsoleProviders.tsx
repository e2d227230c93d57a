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

export interface ConsoleProvidersProps {
  queryClient: QueryClient;
  apiClient: ApiClient;
  storage: AppStorage;
  children: ReactNode;
}

export function ConsoleProviders({
  queryClient,
  apiClient,
  storage,
  children,
}: ConsoleProvidersProps) {
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
