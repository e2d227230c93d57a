import { createSafeStorage, type KeyValueStorage } from './safeStorage';
import { storageKeys, type StorageKey, type StorageKeyName, type StoredValue } from './storageKeys';
import { pageWindow } from '../browser/pageWindow';

type Listener = () => void;

export interface AppStorage {
  read<Name extends StorageKeyName>(name: Name): StoredValue<Name>;
  /**
   * What a raw stored text means for a key: its validated value, or the key's fallback when the text
   * is missing or malformed. `read` is this over the text stored now.
   */
  parse<Name extends StorageKeyName>(name: Name, raw: string | null): StoredValue<Name>;
  /** The raw stored text, for change detection (`useStoredValue` compares it). */
  readRaw(name: StorageKeyName): string | null;
  /**
   * The raw text the page was rendered with on the server (what `useStoredValue` hydrates with):
   * nothing, since the server knows no storage, except the session of the account a page was
   * rendered for (`shareSessionWithServer`).
   */
  readServerRaw(name: StorageKeyName): string | null;
  /**
   * Says the page in hand was rendered on the server for the account signed in here, the buyer's
   * (docs/decisions/0012) or the dealer's (0013): that session's keys then hydrate as stored, as the
   * server rendered them.
   */
  shareSessionWithServer(account: SessionAccount): void;
  write<Name extends StorageKeyName>(name: Name, value: StoredValue<Name>): void;
  remove(name: StorageKeyName): void;
  /**
   * The buyer's sign-out, as a buyer's logout, withdrawal or 401/403 does: removes every local key of
   * the registry except those `keptOnBuyerSignOut` (the dealer's token). Key by key rather than
   * `localStorage.clear()` followed by putting the kept keys back: other tabs would see the dealer's
   * token gone for a moment, and a dealer console there could take it for a sign-out.
   */
  clearLocal(): void;
  subscribe(name: StorageKeyName, listener: Listener): () => void;
}

export interface AppStorageOptions {
  local: KeyValueStorage;
  session: KeyValueStorage;
  /** Where other tabs' changes arrive (the window); omitted in tests of a single tab. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

function parseStoredValue<Name extends StorageKeyName>(
  name: Name,
  raw: string | null,
): StoredValue<Name> {
  const key = storageKeys[name] as StorageKey<StoredValue<Name>>;
  if (raw === null) return key.fallback;
  try {
    const parsed = key.schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : key.fallback;
  } catch {
    return key.fallback;
  }
}

/** Whose signed-in page the server may render: a buyer's in the app, a dealer's in the console. */
export type SessionAccount = 'buyer' | 'dealer';

/** The keys that say who is signed in: what a page rendered for that account was rendered with. */
const sessionKeys: Record<SessionAccount, readonly StorageKeyName[]> = {
  buyer: ['token', 'buyerId'],
  dealer: ['sellerToken'],
};

/** The app's storage: typed keys over two areas, with change notifications within and across tabs. */
export function createAppStorage({ local, session, events }: AppStorageOptions): AppStorage {
  const listeners = new Map<string, Set<Listener>>();
  let sharedWithServer: readonly StorageKeyName[] = [];
  const areaOf = (key: StorageKey<unknown>) => (key.area === 'local' ? local : session);
  const notify = (storageName: string | null) => {
    for (const [name, set] of listeners) {
      if (storageName === null || name === storageName) for (const listener of set) listener();
    }
  };

  events?.addEventListener('storage', (event) => notify((event as StorageEvent).key));

  const readRaw = (name: StorageKeyName) => {
    const key = storageKeys[name];
    return areaOf(key).getItem(key.name);
  };

  return {
    read(name) {
      return parseStoredValue(name, readRaw(name));
    },
    parse: parseStoredValue,
    readRaw,
    readServerRaw(name) {
      return sharedWithServer.includes(name) ? readRaw(name) : null;
    },
    shareSessionWithServer(account) {
      sharedWithServer = sessionKeys[account];
    },
    write(name, value) {
      const key = storageKeys[name];
      const area = areaOf(key);
      const text = JSON.stringify(value);
      // The same value written again changes nothing, so nobody is told (and no page re-renders).
      if (area.getItem(key.name) === text) return;
      area.setItem(key.name, text);
      notify(key.name);
    },
    remove(name) {
      const key = storageKeys[name];
      areaOf(key).removeItem(key.name);
      notify(key.name);
    },
    clearLocal() {
      for (const key of Object.values(storageKeys) as StorageKey<unknown>[]) {
        if (key.area !== 'local' || key.keptOnBuyerSignOut) continue;
        local.removeItem(key.name);
        notify(key.name);
      }
    },
    subscribe(name, listener) {
      const storageName = storageKeys[name].name;
      const set = listeners.get(storageName) ?? new Set();
      set.add(listener);
      listeners.set(storageName, set);
      return () => set.delete(listener);
    },
  };
}

/** The browser's storage areas behind the safe wrapper. */
export function createBrowserAppStorage(): AppStorage {
  const browser = pageWindow;
  return createAppStorage({
    local: createSafeStorage(() => browser?.localStorage),
    session: createSafeStorage(() => browser?.sessionStorage),
    ...(browser && { events: browser }),
  });
}
