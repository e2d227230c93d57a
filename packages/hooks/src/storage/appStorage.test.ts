import { describe, expect, it, vi } from 'vitest';
import { createAppStorage } from './appStorage';
import { createMemoryStorage } from './safeStorage';

const make = (events?: EventTarget) =>
  createAppStorage({
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    ...(events && { events: events as Window }),
  });

describe('createAppStorage', () => {
  it('round-trips typed values under the names the spec uses', () => {
    const storage = make();
    storage.write('token', 'jwt-1');
    storage.write('biddingTarget', { categoryNameEn: 'Mobile Phones', categoryId: 1, itemId: 12 });
    expect(storage.read('token')).toBe('jwt-1');
    expect(storage.readRaw('token')).toBe('"jwt-1"');
    expect(storage.read('biddingTarget')).toEqual({
      categoryNameEn: 'Mobile Phones',
      categoryId: 1,
      itemId: 12,
    });
  });

  it('reads the fallback for missing, malformed or invalid values', () => {
    const local = createMemoryStorage();
    const session = createMemoryStorage();
    const storage = createAppStorage({ local, session });
    expect(storage.read('token')).toBeNull();
    session.setItem('sortBy', '"price"');
    expect(storage.read('productSort')).toBe('created_at');
    session.setItem('sortBy', 'not json');
    expect(storage.read('productSort')).toBe('created_at');
    session.setItem('sortBy', '"view_count"');
    expect(storage.read('productSort')).toBe('view_count');
    local.setItem('biddingTarget', '{"categoryId":"one"}');
    expect(storage.read('biddingTarget')).toBeNull();
  });

  it('keeps the areas apart: session keys never land in local storage', () => {
    const local = createMemoryStorage();
    const storage = createAppStorage({ local, session: createMemoryStorage() });
    storage.write('searchTerm', '갤럭시');
    expect(local.getItem('searchTerm')).toBeNull();
    storage.clearLocal();
    expect(storage.read('searchTerm')).toBe('갤럭시');
  });

  it('clears the buyer’s local keys on sign-out and leaves the dealer signed in', () => {
    const local = createMemoryStorage();
    const storage = createAppStorage({ local, session: createMemoryStorage() });
    storage.write('token', 'buyer-token');
    storage.write('buyerId', 7);
    storage.write('termsConsent', ['PRIVACY']);
    storage.write('sellerToken', 'dealer-token');
    const onDealerToken = vi.fn();
    storage.subscribe('sellerToken', onDealerToken);

    storage.clearLocal();

    expect(storage.read('token')).toBeNull();
    expect(storage.read('buyerId')).toBeNull();
    expect(storage.read('termsConsent')).toEqual([]);
    expect(local.getItem('sellerToken')).toBe('"dealer-token"');
    // A dealer console listening in this tab sees no sign-out, not even a passing one.
    expect(onDealerToken).not.toHaveBeenCalled();
  });

  it('tells subscribers of their key, of a clear of it, and of changes from other tabs', () => {
    const events = new EventTarget();
    const storage = make(events);
    const onToken = vi.fn();
    const onSort = vi.fn();
    storage.subscribe('token', onToken);
    const unsubscribe = storage.subscribe('productSort', onSort);
    storage.write('token', 'a');
    expect(onToken).toHaveBeenCalledTimes(1);
    expect(onSort).not.toHaveBeenCalled();
    storage.write('productSort', 'mostQuoted');
    expect(onSort).toHaveBeenCalledTimes(1);
    storage.clearLocal();
    expect(onToken).toHaveBeenCalledTimes(2);
    expect(onSort).toHaveBeenCalledTimes(1);
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'token' }));
    expect(onToken).toHaveBeenCalledTimes(3);
    unsubscribe();
    storage.write('productSort', 'created_at');
    expect(onSort).toHaveBeenCalledTimes(1);
  });

  it('tells nobody of a value written again unchanged', () => {
    const storage = make(new EventTarget());
    const onSort = vi.fn();
    storage.subscribe('productSort', onSort);
    storage.write('productSort', 'mostQuoted');
    storage.write('productSort', 'mostQuoted');
    expect(onSort).toHaveBeenCalledTimes(1);
    expect(storage.read('productSort')).toBe('mostQuoted');
  });
});
