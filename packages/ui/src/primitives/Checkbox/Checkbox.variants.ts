import { defineVariants, type VariantValue } from '../../internal/variants';

export const checkboxVariants = defineVariants({
  size: { values: ['sm', 'md'], default: 'md' },
});

export type CheckboxSize = VariantValue<typeof checkboxVariants.size>;
