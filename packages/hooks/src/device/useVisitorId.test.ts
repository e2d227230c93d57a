import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAppStorage, renderHookWithStorage } from '@quotemarket/testing';
import { createVisitorId, useVisitorId } from './useVisitorId';

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('useVisitorId', () => {
  it('creates the id once, stores it as fingerprint and reuses it', () => {
    const storage = createMemoryAppStorage();
    const createId = vi.fn().mockReturnValueOnce('visitor-1').mockReturnValueOnce('visitor-2');
    const first = renderHookWithStorage(() => useVisitorId(createId), { storage });
    expect(first.result.current).toBe('visitor-1');
    expect(storage.read('fingerprint')).toBe('visitor-1');
    first.unmount();

    const again = renderHookWithStorage(() => useVisitorId(createId), { storage });
    expect(again.result.current).toBe('visitor-1');
    expect(storage.read('fingerprint')).toBe('visitor-1');
  });

  it('stores an id again when storage is cleared', () => {
    const storage = createMemoryAppStorage();
    storage.write('fingerprint', 'kept');
    const { result } = renderHookWithStorage(() => useVisitorId(() => 'fresh'), { storage });
    expect(result.current).toBe('kept');
    act(() => storage.clearLocal());
    expect(storage.read('fingerprint')).toBe('fresh');
    expect(result.current).toBe('fresh');
  });
});

describe('createVisitorId', () => {
  it('is a v4 uuid, with or without randomUUID', () => {
    expect(createVisitorId()).toMatch(uuidV4);
    const withoutRandomUuid = {
      getRandomValues: globalThis.crypto.getRandomValues.bind(globalThis.crypto),
    } as Crypto;
    const id = createVisitorId(withoutRandomUuid);
    expect(id).toMatch(uuidV4);
    expect(createVisitorId(withoutRandomUuid)).not.toBe(id);
  });
});
