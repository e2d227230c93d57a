import type { StorageKeyName } from '../../storage/storageKeys';

/**
 * The stored key that holds the dealer's token. The API issues dealer tokens of their own kind
 * (buyer endpoints refuse them with 403), so the dealer console should get its own key
 * (`sellerToken`) and an API client that reads it; until that key exists it shares the buyer's.
 */
export const sellerTokenKey = 'token' as const satisfies StorageKeyName;

/** The dealer lists page with `?page=&size=`. */
export const sellerPaging = { page: 'page', size: 'size' } as const;
