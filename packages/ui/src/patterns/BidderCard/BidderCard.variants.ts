import { defineVariants, type VariantValue } from '../../internal/variants';
import type { BadgeTone } from '../../primitives/Badge/Badge.variants';

export const bidderCardVariants = defineVariants({
  /**
   * Where the quote stands once the buyer has chosen: `open` while it can still be chosen,
   * `chosen` for the quote the buyer asked to buy, `notChosen` for the others, kept for comparison,
   * `withdrawn` for a quote taken back that is still shown (the app gives the reason as its label).
   */
  outcome: { values: ['open', 'chosen', 'notChosen', 'withdrawn'], default: 'open' },
});

export type BidderOutcome = VariantValue<typeof bidderCardVariants.outcome>;

/** How each outcome is marked: its badge (none while open) and whether the card stands out. */
export const bidderOutcomeMarks = {
  open: null,
  chosen: { label: '구매 신청한 견적', tone: 'primary', highlighted: true },
  notChosen: { label: '선택하지 않은 견적', tone: 'neutral', highlighted: false },
  withdrawn: { label: '철회된 견적', tone: 'neutral', highlighted: false },
} as const satisfies Record<
  BidderOutcome,
  { label: string; tone: BadgeTone; highlighted: boolean } | null
>;
