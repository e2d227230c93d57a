import { defineVariants, type VariantValue } from '../../internal/variants';

export const tableVariants = defineVariants({
  /** `comfortable` for lists read row by row; `compact` for logs scanned many rows at a time. */
  density: { values: ['comfortable', 'compact'], default: 'comfortable' },
});

export const tableCellVariants = defineVariants({
  /** `end` for figures, so their digits line up. */
  align: { values: ['start', 'center', 'end'], default: 'start' },
});

export type TableDensity = VariantValue<typeof tableVariants.density>;
export type TableCellAlign = VariantValue<typeof tableCellVariants.align>;
