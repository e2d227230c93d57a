import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiClientProvider, type ApiClient } from '@quotemarket/hooks';
import { LinkProvider, ThemeProvider } from '@quotemarket/ui';
import { RouterLink } from './RouterLink';

export interface AppProvidersProps {
  queryClient: QueryClient;
  apiClient: ApiClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, apiClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={apiClient}>
        <ThemeProvider>
          <LinkProvider component={RouterLink}>{children}</LinkProvider>
        </ThemeProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
