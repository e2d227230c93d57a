import { useStoredValue } from '../storage/useStoredValue';

/** Logged in or not is decided by the stored token alone, as the spec says. */
export function useIsLoggedIn(): boolean {
  const [token] = useStoredValue('token');
  return token !== null;
}
