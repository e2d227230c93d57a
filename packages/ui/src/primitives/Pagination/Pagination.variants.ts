import { defineVariants, type VariantValue } from '../../internal/variants';

export const paginationVariants = defineVariants({
  /** `numbers` lists the pages around the current one; `compact` only says where it is. */
  layout: { values: ['numbers', 'compact'], default: 'numbers' },
});

export type PaginationLayout = VariantValue<typeof paginationVariants.layout>;
