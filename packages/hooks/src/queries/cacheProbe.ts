// Test helper: which cached answers a mutation or an event marked stale.
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Puts a value under each key, so a test can see which of them a mutation invalidates. */
export function seedQueries(queryClient: QueryClient, keys: readonly QueryKey[]) {
  for (const key of keys) queryClient.setQueryData(key, 'seeded');
}

/** The seeded keys a mutation marked stale. */
export function invalidatedAmong(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return keys.filter((key) => queryClient.getQueryState(key)?.isInvalidated);
}
