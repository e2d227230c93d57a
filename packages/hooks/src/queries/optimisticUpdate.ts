import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Writes the expected result into the cache before the server answers, and returns how to undo it.
 * Running fetches of the key are cancelled first, so a late answer cannot overwrite the guess.
 * Nothing is written when nothing is cached: there is no screen showing it to update.
 */
export async function updateCacheOptimistically<Data>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (current: Data) => Data,
): Promise<() => void> {
  await queryClient.cancelQueries({ queryKey });
  const previous = queryClient.getQueryData<Data>(queryKey);
  if (previous === undefined) return () => undefined;
  queryClient.setQueryData<Data>(queryKey, update(previous));
  return () => queryClient.setQueryData<Data>(queryKey, previous);
}
