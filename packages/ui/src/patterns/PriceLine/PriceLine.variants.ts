import { defineVariants, type VariantValue } from '../../internal/variants';

export const priceLineVariants = defineVariants({
  /** What the line says: 출고가 for phones, 월 렌탈료 estimate for rentals, otherwise the release date. */
  kind: { values: ['phone', 'rental', 'release'], default: 'phone' },
  /** `strong` on product detail, `default` in lists, `subtle` in dense rows. */
  emphasis: { values: ['default', 'strong', 'subtle'], default: 'default' },
});

export type PriceLineKind = VariantValue<typeof priceLineVariants.kind>;
export type PriceLineEmphasis = VariantValue<typeof priceLineVariants.emphasis>;

/**
 * The spec's rule by category id: 1 (phones) shows 출고가; 3, 7 and 8 (water purifier, appliances,
 * health/beauty) show the expected monthly rental; anything else shows its release date.
 */
export function priceLineKindForCategory(categoryId: number): PriceLineKind {
  if (categoryId === 1) return 'phone';
  if (categoryId === 3 || categoryId === 7 || categoryId === 8) return 'rental';
  return 'release';
}
