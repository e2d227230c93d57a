import { describe, expect, it } from 'vitest';
import { createChunkLoader, createMemoryStorage } from '@quotemarket/hooks';
import { lazyPage } from './chunkReload';

describe('lazyPage', () => {
  it('gives the data router the picked component', async () => {
    const load = createChunkLoader({
      storage: () => createMemoryStorage(),
      reload: () => {},
      log: () => {},
    });
    function Page() {
      return null;
    }
    const lazy = lazyPage(
      async () => ({ Page }),
      (m) => m.Page,
      { chunkLoader: load },
    );
    await expect(lazy()).resolves.toEqual({ Component: Page });
  });
});
