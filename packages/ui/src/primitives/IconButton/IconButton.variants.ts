import { defineVariants, type VariantValue } from '../../internal/variants';

export const iconButtonVariants = defineVariants({
  variant: { values: ['ghost', 'filled'], default: 'ghost' },
  size: { values: ['sm', 'md'], default: 'md' },
});

export type IconButtonVariant = VariantValue<typeof iconButtonVariants.variant>;
export type IconButtonSize = VariantValue<typeof iconButtonVariants.size>;
