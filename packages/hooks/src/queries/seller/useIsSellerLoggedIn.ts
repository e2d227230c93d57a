import { useStoredValue } from '../../storage/useStoredValue';
import { sellerTokenKey } from './sellerSession';

/** A dealer is signed in while the dealer's token is stored; the buyer's token plays no part. */
export function useIsSellerLoggedIn(): boolean {
  const [token] = useStoredValue(sellerTokenKey);
  return token !== null;
}
