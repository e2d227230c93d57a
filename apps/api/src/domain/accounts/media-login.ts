import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { partnerMedia } from '../../db/schema';
import { readCustomerKey } from '../shared/media-keys';
import type { BuyerIdentity } from './buyer-accounts';

/**
 * The buyer a partner media vouches for: an active partner, and a customer key it signed. Null
 * either way, so a caller cannot tell an unknown partner from a forged key.
 */
export async function identifyMediaCustomer(
  db: Database,
  keys: { partnerKey: string; customerKey: string },
): Promise<BuyerIdentity | null> {
  const [partner] = await db
    .select()
    .from(partnerMedia)
    .where(and(eq(partnerMedia.pKey, keys.partnerKey), eq(partnerMedia.isActive, true)));
  if (!partner) return null;
  const customerRef = readCustomerKey(keys.customerKey, partner.signingSecret);
  if (!customerRef) return null;
  return {
    provider: 'media',
    providerId: `${partner.pKey}:${customerRef}`,
    partnerMediaId: partner.id,
  };
}
