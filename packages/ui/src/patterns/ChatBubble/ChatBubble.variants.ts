import { defineVariants, type VariantValue } from '../../internal/variants';

export const chatBubbleVariants = defineVariants({
  /** `dealer` (판매점, left, with avatar) or `shopper` (the buyer, right, primary colour). */
  side: { values: ['dealer', 'shopper'], default: 'dealer' },
});

export type ChatBubbleSide = VariantValue<typeof chatBubbleVariants.side>;
