import { describe, expect, it, vi } from 'vitest';
import { createAppStorage } from '../storage/appStorage';
import { createMemoryStorage } from '../storage/safeStorage';
import { createChunkLoader, lazyPage, reloadAddress } from './chunkLoader';

function setup() {
  const session = createMemoryStorage();
  const storage = createAppStorage({ local: createMemoryStorage(), session });
  const reload = vi.fn();
  const log = vi.fn();
  const load = createChunkLoader({ storage: () => storage, reload, log });
  return { storage, session, reload, log, load };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** Whether a promise is still pending after the microtasks have run. */
async function isPending(promise: Promise<unknown>) {
  const marker = Symbol('pending');
  const result = await Promise.race([promise, new Promise((r) => setTimeout(() => r(marker), 0))]);
  return result === marker;
}

describe('chunk loader', () => {
  it('passes a loaded module through and clears an earlier reload mark', async () => {
    const { storage, reload, load } = setup();
    storage.write('chunkReloadedAt', '2026-11-28T09:00:00.000Z');
    await expect(load(async () => ({ page: 'ok' }))).resolves.toEqual({ page: 'ok' });
    expect(storage.read('chunkReloadedAt')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('logs a failed chunk, marks the session and reloads, never settling meanwhile', async () => {
    const { session, reload, log, load } = setup();
    const result = load(failing);
    expect(await isPending(result)).toBe(true);
    expect(log).toHaveBeenCalledWith(expect.any(String), expect.any(TypeError));
    expect(reload).toHaveBeenCalledTimes(1);
    // In the session area, under the name the app has always kept it by.
    expect(session.getItem('quotemarket:chunk-reload')).not.toBeNull();
  });

  it('does not reload a second time: after the reload the error goes on to the boundary', async () => {
    const { reload, log, load } = setup();
    void load(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The page came back (the mark survives in the session) and the chunk fails again.
    await expect(load(failing)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('reloads again for a later failure once a chunk has loaded in between', async () => {
    const { reload, load } = setup();
    void load(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    await load(async () => ({}));
    void load(failing);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('gives the data router the picked component', async () => {
    const { load } = setup();
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

  it('gives the route what the entry takes from the module besides the component', async () => {
    const { load } = setup();
    function Page() {
      return null;
    }
    const loader = () => null;
    const lazy = lazyPage(
      async () => ({ Page, loader }),
      (m) => m.Page,
      { chunkLoader: load, entry: (m) => ({ loader: m.loader }) },
    );
    await expect(lazy()).resolves.toEqual({ Component: Page, loader });
  });
});

describe('reload address', () => {
  const here = 'http://127.0.0.1/verificate-phone';

  it('is where a navigation is going while its page code loads', () => {
    const router = {
      state: {
        navigation: {
          location: { pathname: '/bidding-page/1/휴대폰/13', search: '?a=1', hash: '' },
        },
      },
    };
    expect(reloadAddress(router, here)).toBe('/bidding-page/1/휴대폰/13?a=1');
  });

  it('is the page itself with no navigation under way, or before the router exists', () => {
    expect(reloadAddress({ state: { navigation: {} } }, here)).toBe(here);
    expect(reloadAddress(undefined, here)).toBe(here);
  });
});
