import { defineVariants, type VariantValue } from '../../internal/variants';

export const badgeVariants = defineVariants({
  /**
   * `primary` marks a winner ('최저가 견적'), `neutral` a plain fact, `success` a done state,
   * `warning` something that needs attention or has lapsed, `danger` something withdrawn or refused.
   */
  tone: { values: ['primary', 'neutral', 'success', 'warning', 'danger'], default: 'primary' },
});

export type BadgeTone = VariantValue<typeof badgeVariants.tone>;
