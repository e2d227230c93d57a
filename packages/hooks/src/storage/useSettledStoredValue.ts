import { startTransition, useCallback } from 'react';
import { useAppStorage } from './AppStorageProvider';
import type { StorageKeyName, StoredValue } from './storageKeys';
import { useParsedStoredValue } from './useParsedStoredValue';

/**
 * One stored key as `useStoredValue` reads it, but only once it has stopped changing for `delayMs`:
 * a page whose list follows a search box's text subscribes here, so a key typed into the box renders
 * the box alone (it reads `useStoredValue`) and not the page around it. The settled value is
 * rendered as a transition, which a next key interrupts rather than waits for.
 */
export function useSettledStoredValue<Name extends StorageKeyName>(
  name: Name,
  delayMs: number,
): StoredValue<Name> {
  const storage = useAppStorage();
  const subscribe = useCallback(
    (onSettled: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const unsubscribe = storage.subscribe(name, () => {
        clearTimeout(timer);
        timer = setTimeout(() => startTransition(onSettled), delayMs);
      });
      return () => {
        clearTimeout(timer);
        unsubscribe();
      };
    },
    [storage, name, delayMs],
  );
  return useParsedStoredValue(storage, name, subscribe);
}
