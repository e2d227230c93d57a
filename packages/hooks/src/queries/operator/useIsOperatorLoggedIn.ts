import { useStoredValue } from '../../storage/useStoredValue';
import { operatorTokenKey } from './operatorSession';

/** An operator is signed in while this tab holds the operator's token. */
export function useIsOperatorLoggedIn(): boolean {
  const [token] = useStoredValue(operatorTokenKey);
  return token !== null;
}
