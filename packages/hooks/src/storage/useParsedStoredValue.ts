import { useCallback, useMemo } from 'react';
import { useExternalValue } from '../browser/useExternalValue';
import type { AppStorage } from './appStorage';
import type { StorageKeyName, StoredValue } from './storageKeys';

/**
 * A stored key's validated value, read again whenever `subscribe` calls back (it keeps its identity
 * between renders). On the server and while the browser hydrates it is what the server had, as
 * `useExternalValue` reads; parsing follows the raw text, so an unchanged value keeps its identity.
 */
export function useParsedStoredValue<Name extends StorageKeyName>(
  storage: AppStorage,
  name: Name,
  subscribe: (onChange: () => void) => () => void,
): StoredValue<Name> {
  const read = useCallback(() => storage.readRaw(name), [storage, name]);
  const readOnServer = useCallback(() => storage.readServerRaw(name), [storage, name]);
  const raw = useExternalValue(subscribe, read, readOnServer);
  return useMemo(() => storage.parse(name, raw), [storage, name, raw]);
}
