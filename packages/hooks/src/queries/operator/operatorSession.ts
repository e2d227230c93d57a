import type { StorageKeyName } from '../../storage/storageKeys';

/**
 * The stored key that holds the operator's token, apart from the buyer's `token` and the dealer's
 * `sellerToken`: the three apps share one origin, and each signs in and out without the others.
 */
export const operatorTokenKey = 'operatorToken' as const satisfies StorageKeyName;
