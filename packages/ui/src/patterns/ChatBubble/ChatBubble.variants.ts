import { defineVariants, type VariantValue } from '../../internal/variants';

export const chatBubbleVariants = defineVariants({
  /** `dealer` (판매점, left, with avatar) or `shopper` (the buyer, right, primary colour). */
  side: { values: ['dealer', 'shopper'], default: 'dealer' },
  /** `text` sits in the coloured bubble; `media` (a photo) fills a bare rounded frame instead. */
  content: { values: ['text', 'media'], default: 'text' },
});

export type ChatBubbleSide = VariantValue<typeof chatBubbleVariants.side>;
export type ChatBubbleContent = VariantValue<typeof chatBubbleVariants.content>;
