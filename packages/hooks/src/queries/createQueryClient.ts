import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';

const maxRetries = 3;

/** The spec's defaults: three retries (none for a 4xx, which will not change), no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.isClientError) && failureCount < maxRetries,
      },
      mutations: { retry: false },
    },
  });
}
