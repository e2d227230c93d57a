import { useCallback } from 'react';
import { useAppStorage } from './AppStorageProvider';
import type { StorageKeyName, StoredValue } from './storageKeys';
import { useParsedStoredValue } from './useParsedStoredValue';
import { useStoredValueSetter } from './useStoredValueSetter';

/**
 * One stored key as React state: re-renders when this tab or another one changes it, and reads the
 * validated value (the key's fallback when what is stored is missing or malformed). A page rendered
 * on the server knows no storage but the buyer's session, when it was rendered for them: there, and
 * while the browser hydrates that page, the value is what the server had (`readServerRaw`, else the
 * key's fallback), so both render the same markup; the stored value follows after hydration, as a
 * transition.
 */
export function useStoredValue<Name extends StorageKeyName>(
  name: Name,
): [StoredValue<Name>, (value: StoredValue<Name> | null) => void] {
  const storage = useAppStorage();
  const subscribe = useCallback(
    (listener: () => void) => storage.subscribe(name, listener),
    [storage, name],
  );
  return [useParsedStoredValue(storage, name, subscribe), useStoredValueSetter(name)];
}
