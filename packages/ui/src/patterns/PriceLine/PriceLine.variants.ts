import { defineVariants, type VariantValue } from '../../internal/variants';

export const priceLineVariants = defineVariants({
  /**
   * What the line says: 출고가, a monthly rental estimate, or a release date. Which one a product
   * shows is the app's rule; the line only draws the kind it is given.
   */
  kind: { values: ['phone', 'rental', 'release'], default: 'phone' },
  /** `strong` on product detail, `default` in lists, `subtle` in dense rows. */
  emphasis: { values: ['default', 'strong', 'subtle'], default: 'default' },
});

export type PriceLineKind = VariantValue<typeof priceLineVariants.kind>;
export type PriceLineEmphasis = VariantValue<typeof priceLineVariants.emphasis>;
