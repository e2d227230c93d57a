import { defineVariants, type VariantValue } from '../../internal/variants';

export const radioGroupVariants = defineVariants({
  variant: { values: ['list', 'chip'], default: 'list' },
  orientation: { values: ['vertical', 'horizontal'], default: 'vertical' },
});

export type RadioGroupVariant = VariantValue<typeof radioGroupVariants.variant>;
export type RadioGroupOrientation = VariantValue<typeof radioGroupVariants.orientation>;
