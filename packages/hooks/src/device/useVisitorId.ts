import { useEffect, useState } from 'react';
import { useAppStorage } from '../storage/AppStorageProvider';
import { useStoredValue } from '../storage/useStoredValue';

/**
 * A new random visitor id. `randomUUID` exists only in secure contexts, and some in-app web views
 * lack it, so the same v4 layout is built from `getRandomValues` there.
 */
export function createVisitorId(cryptoApi: Crypto = globalThis.crypto): string {
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The visitor id (`fingerprint`): the web's device id for device registration and logout. Created
 * once and reused; written again if storage was cleared (a 401 empties it).
 */
export function useVisitorId(createId: () => string = createVisitorId): string {
  const storage = useAppStorage();
  const [stored] = useStoredValue('fingerprint');
  // Ready on the first render; only stored if no other component stored one first.
  const [candidate] = useState(createId);
  useEffect(() => {
    if (storage.read('fingerprint') === null) storage.write('fingerprint', candidate);
  }, [storage, stored, candidate]);
  return stored ?? candidate;
}
