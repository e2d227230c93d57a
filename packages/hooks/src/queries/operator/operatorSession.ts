import type { StorageKeyName } from '../../storage/storageKeys';

/**
 * The stored key that holds the operator's token, apart from the buyer's `token` and the dealer's
 * `sellerToken`: the three apps share one origin, and each signs in and out without the others.
 */
export const operatorTokenKey = 'operatorToken' as const satisfies StorageKeyName;

/** Why the session ended without a logout, for the login page to say (`operatorSessionEnded`). */
export const operatorSessionEndedKey = 'operatorSessionEnded' as const satisfies StorageKeyName;
