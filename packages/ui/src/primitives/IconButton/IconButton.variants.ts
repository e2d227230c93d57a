import { defineVariants, type VariantValue } from '../../internal/variants';

export const iconButtonVariants = defineVariants({
  /**
   * `ghost` (a quiet, subtle icon) and `filled` (on a grey disc) for content; `plain` for bars
   * such as the app header: the icon in the text's own colour, pressed as a circle.
   */
  variant: { values: ['ghost', 'filled', 'plain'], default: 'ghost' },
  size: { values: ['sm', 'md'], default: 'md' },
});

export type IconButtonVariant = VariantValue<typeof iconButtonVariants.variant>;
export type IconButtonSize = VariantValue<typeof iconButtonVariants.size>;
