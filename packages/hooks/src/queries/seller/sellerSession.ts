import type { StorageKeyName } from '../../storage/storageKeys';

/**
 * The stored key that holds the dealer's token, apart from the buyer's `token`: the API issues
 * dealer tokens of their own kind (buyer endpoints refuse them with 403 and back), and the buyer app
 * and the dealer console share one origin, so each signs in and out without touching the other.
 */
export const sellerTokenKey = 'sellerToken' as const satisfies StorageKeyName;

/** The dealer lists page with `?page=&size=`. */
export const sellerPaging = { page: 'page', size: 'size' } as const;

/**
 * The store a dealer token was issued for (its `sub` claim), read without checking the signature:
 * the browser only compares it with the store a page was rendered for (docs/decisions/0013); the
 * API checks every token it is sent. `null` for no token, or one that is not a dealer's JWT.
 */
export function sellerIdOfToken(token: string | null): number | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { sub?: unknown; typ?: unknown };
    const sellerId = Number(claims.sub);
    return claims.typ === 'seller' && Number.isSafeInteger(sellerId) ? sellerId : null;
  } catch {
    return null;
  }
}
