import { defineVariants, type VariantValue } from '../../internal/variants';

export const pageStackVariants = defineVariants({
  /** The space between the page's blocks: `md` for most pages, `lg` for the roomier home. */
  gap: { values: ['md', 'lg'], default: 'md' },
  /** The space above the first block: `lg` for pages that open with their own title. */
  paddingTop: { values: ['md', 'lg'], default: 'md' },
});

export type PageStackGap = VariantValue<typeof pageStackVariants.gap>;
export type PageStackPaddingTop = VariantValue<typeof pageStackVariants.paddingTop>;
