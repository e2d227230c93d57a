import { defineVariants, type VariantValue } from '../../internal/variants';

export const buttonVariants = defineVariants({
  variant: { values: ['primary', 'secondary', 'outline', 'ghost', 'danger'], default: 'primary' },
  size: { values: ['sm', 'md', 'lg'], default: 'md' },
  /** `pill` rounds the ends fully: chips of actions, '전화 상담' and the like. */
  shape: { values: ['rounded', 'pill'], default: 'rounded' },
});

export type ButtonVariant = VariantValue<typeof buttonVariants.variant>;
export type ButtonSize = VariantValue<typeof buttonVariants.size>;
export type ButtonShape = VariantValue<typeof buttonVariants.shape>;
