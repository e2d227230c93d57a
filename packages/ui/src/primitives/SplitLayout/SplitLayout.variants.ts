import { defineVariants, type VariantValue } from '../../internal/variants';

export const splitLayoutVariants = defineVariants({
  /** The secondary column's share of the row from 1024 px: a third, two fifths or a half. */
  secondaryWidth: { values: ['narrow', 'medium', 'half'], default: 'narrow' },
  /**
   * Which slot comes first below 1024 px, where the columns stack. It is also the order in the
   * document, so a phone reads and tabs through the slots in the order it shows them.
   */
  stackOrder: { values: ['primaryFirst', 'secondaryFirst'], default: 'primaryFirst' },
});

export type SplitLayoutSecondaryWidth = VariantValue<typeof splitLayoutVariants.secondaryWidth>;
export type SplitLayoutStackOrder = VariantValue<typeof splitLayoutVariants.stackOrder>;
