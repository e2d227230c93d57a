import { act } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

interface ObserverRecord {
  callback: IntersectionObserverCallback;
  target?: Element;
}

/**
 * jsdom has no IntersectionObserver. Installed for each test of the calling file, this one lets a
 * test say "the list's end is visible" (`showListEnd`) and count the observers still watching.
 */
export function installFakeIntersectionObserver() {
  const observers = new Set<ObserverRecord>();
  class FakeIntersectionObserver {
    private record: ObserverRecord;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback };
      observers.add(this.record);
    }
    observe(target: Element) {
      this.record.target = target;
    }
    disconnect() {
      observers.delete(this.record);
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    observers.clear();
  });
  return {
    observers,
    showListEnd() {
      act(() => {
        for (const observer of [...observers]) {
          observer.callback(
            [{ isIntersecting: true, target: observer.target! } as IntersectionObserverEntry],
            observer as unknown as IntersectionObserver,
          );
        }
      });
    },
  };
}
