/** The four methods the app needs from localStorage/sessionStorage. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** A storage that lives in memory: the fallback, and what tests pass in. */
export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
}

const probeKey = '__quotemarket_storage_probe__';

/**
 * The browser's storage when it really works, memory otherwise: private modes, disabled cookies and
 * a full quota make `setItem` throw, and the app must keep working (for this tab) all the same.
 */
export function createSafeStorage(getNative: () => Storage | undefined): KeyValueStorage {
  let native: Storage | undefined;
  try {
    native = getNative();
    native?.setItem(probeKey, probeKey);
    native?.removeItem(probeKey);
  } catch {
    native = undefined;
  }
  if (!native) return createMemoryStorage();
  const fallback = createMemoryStorage();
  const store = native;
  return {
    getItem(key) {
      try {
        return store.getItem(key) ?? fallback.getItem(key);
      } catch {
        return fallback.getItem(key);
      }
    },
    setItem(key, value) {
      try {
        store.setItem(key, value);
        fallback.removeItem(key);
      } catch {
        // Full quota: keep the value for this tab rather than lose it.
        fallback.setItem(key, value);
      }
    },
    removeItem(key) {
      fallback.removeItem(key);
      try {
        store.removeItem(key);
      } catch {
        // nothing stored there to remove
      }
    },
    clear() {
      fallback.clear();
      try {
        store.clear();
      } catch {
        // nothing stored there to clear
      }
    },
  };
}
