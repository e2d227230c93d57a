import type { AppStorage } from '../storage/appStorage';
import { useStoredValue } from '../storage/useStoredValue';

/** Logged in or not is decided by the stored token alone, as the spec says. */
export function useIsLoggedIn(storage: AppStorage): boolean {
  const [token] = useStoredValue(storage, 'token');
  return token !== null;
}
