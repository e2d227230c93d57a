import { defineVariants, type VariantValue } from '../../internal/variants';

export const sellerCardVariants = defineVariants({
  /** `sm` inside quote and history cards, `md` standing alone (quote detail). */
  size: { values: ['sm', 'md'], default: 'md' },
});

export type SellerCardSize = VariantValue<typeof sellerCardVariants.size>;

/** Avatar sizes shared by the seller row and the store page header. */
export const storeAvatarVariants = defineVariants({
  size: { values: ['sm', 'md', 'lg'], default: 'md' },
});

export type StoreAvatarSize = VariantValue<typeof storeAvatarVariants.size>;
