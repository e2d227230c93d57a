import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { updateCacheOptimistically } from './optimisticUpdate';

const key = ['counter'];

describe('updateCacheOptimistically', () => {
  it('writes the guess and undoes it on rollback', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(key, 1);
    const rollback = await updateCacheOptimistically<number>(queryClient, key, (n) => n + 1);
    expect(queryClient.getQueryData(key)).toBe(2);
    rollback();
    expect(queryClient.getQueryData(key)).toBe(1);
  });

  it('leaves an empty cache empty', async () => {
    const queryClient = new QueryClient();
    const rollback = await updateCacheOptimistically<number>(queryClient, key, (n) => n + 1);
    expect(queryClient.getQueryData(key)).toBeUndefined();
    rollback();
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });
});
