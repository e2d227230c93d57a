import { defineVariants, type VariantValue } from '../../internal/variants';

/** Which element scrolls: the page (most lists) or the list's own box (lists inside sheets). */
export const infiniteListVariants = defineVariants({
  scroll: { values: ['window', 'container'], default: 'window' },
});

export type InfiniteListScroll = VariantValue<typeof infiniteListVariants.scroll>;
