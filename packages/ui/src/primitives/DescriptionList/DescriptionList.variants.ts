import { defineVariants, type VariantValue } from '../../internal/variants';

export const descriptionListVariants = defineVariants({
  /**
   * `rows`: the term at the start and the value at the end of one line, as price lines read;
   * `grid`: the term over its value, two such pairs a row from 1024 px (one below).
   */
  layout: { values: ['rows', 'grid'], default: 'rows' },
});

export type DescriptionListLayout = VariantValue<typeof descriptionListVariants.layout>;
