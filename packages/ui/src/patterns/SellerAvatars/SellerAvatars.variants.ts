import { defineVariants, type VariantValue } from '../../internal/variants';

export const sellerAvatarsVariants = defineVariants({
  size: { values: ['sm', 'md'], default: 'md' },
});

export type SellerAvatarsSize = VariantValue<typeof sellerAvatarsVariants.size>;

/** The spec's limit: at most five faces, then a '5+' bubble. */
export const MAX_SELLER_AVATARS = 5;

/** How many faces to draw and whether the '5+' bubble follows, for `total` stores. */
export function sellerAvatarsLayout(total: number, max = MAX_SELLER_AVATARS) {
  const count = Math.max(0, Math.floor(total));
  return { visible: Math.min(count, max), overflow: count > max };
}
