import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Test files share their worker's document (vitest.config.ts: isolate): each test leaves it as
// it found it — nothing rendered, no history entry, nothing stored.
afterEach(() => {
  cleanup();
  // A file may ask for the node environment (`@vitest-environment node`): no document to reset.
  if (typeof window === 'undefined') return;
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// Radix primitives measure themselves with ResizeObserver, which jsdom does not have; layout is
// not what these tests check (the Chromium story tests do).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
