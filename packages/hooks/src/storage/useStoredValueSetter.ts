import { useCallback } from 'react';
import { useAppStorage } from './AppStorageProvider';
import type { StorageKeyName, StoredValue } from './storageKeys';

/**
 * Writes one stored key (`null` removes it) without reading it: a component that only changes a
 * key is not rendered again each time the key changes. `useStoredValue` returns this beside the value.
 */
export function useStoredValueSetter<Name extends StorageKeyName>(
  name: Name,
): (value: StoredValue<Name> | null) => void {
  const storage = useAppStorage();
  return useCallback(
    (next: StoredValue<Name> | null) =>
      next === null ? storage.remove(name) : storage.write(name, next),
    [storage, name],
  );
}
