import type { StorageKeyName } from '../../storage/storageKeys';

/**
 * The stored key that holds the dealer's token, apart from the buyer's `token`: the API issues
 * dealer tokens of their own kind (buyer endpoints refuse them with 403 and back), and the buyer app
 * and the dealer console share one origin, so each signs in and out without touching the other.
 */
export const sellerTokenKey = 'sellerToken' as const satisfies StorageKeyName;

/** The dealer lists page with `?page=&size=`. */
export const sellerPaging = { page: 'page', size: 'size' } as const;
