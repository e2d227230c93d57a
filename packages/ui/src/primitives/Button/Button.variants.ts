import { defineVariants, type VariantValue } from '../../internal/variants';

export const buttonVariants = defineVariants({
  variant: { values: ['primary', 'secondary', 'outline', 'ghost', 'danger'], default: 'primary' },
  size: { values: ['sm', 'md', 'lg'], default: 'md' },
});

export type ButtonVariant = VariantValue<typeof buttonVariants.variant>;
export type ButtonSize = VariantValue<typeof buttonVariants.size>;
