import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSafeStorage } from './safeStorage';

function refusingStorage(): Storage {
  const storage = createMemoryStorage() as unknown as Storage;
  storage.setItem = () => {
    throw new DOMException('quota', 'QuotaExceededError');
  };
  return storage;
}

describe('createSafeStorage', () => {
  it('uses the browser storage when it works', () => {
    window.localStorage.clear();
    const storage = createSafeStorage(() => window.localStorage);
    storage.setItem('token', 'abc');
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(storage.getItem('token')).toBe('abc');
    storage.removeItem('token');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('falls back to memory when the browser refuses storage entirely', () => {
    const storage = createSafeStorage(() => refusingStorage());
    storage.setItem('token', 'abc');
    expect(storage.getItem('token')).toBe('abc');
    storage.clear();
    expect(storage.getItem('token')).toBeNull();
  });

  it('falls back to memory when reaching storage throws (blocked cookies)', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storage.setItem('cKey', 'x');
    expect(storage.getItem('cKey')).toBe('x');
  });

  it('keeps a value in memory when one write hits the quota', () => {
    const native = createMemoryStorage() as unknown as Storage;
    const storage = createSafeStorage(() => native);
    const realSet = native.setItem.bind(native);
    native.setItem = (key: string, value: string) => {
      if (key === 'productDetails') throw new DOMException('quota', 'QuotaExceededError');
      realSet(key, value);
    };
    storage.setItem('productDetails', '{"big":true}');
    expect(storage.getItem('productDetails')).toBe('{"big":true}');
    storage.setItem('token', 't');
    expect(native.getItem('token')).toBe('t');
  });
});
