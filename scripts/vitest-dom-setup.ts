import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// On a shared two-CPU machine (CI runs four test projects at once) a first render that compiles a
// page or answers through MSW can take longer than Testing Library's default second. Set here, for
// every file: the setting is the worker's, and files share workers (vitest.config.ts: isolate).
configure({ asyncUtilTimeout: 5000 });

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
