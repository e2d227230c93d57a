import { defineVariants, type VariantValue } from '../../internal/variants';

export const spinnerVariants = defineVariants({
  size: { values: ['sm', 'md', 'lg'], default: 'md' },
  /** `inverse` is for dark or primary-coloured surfaces. */
  tone: { values: ['primary', 'inverse'], default: 'primary' },
});

export type SpinnerSize = VariantValue<typeof spinnerVariants.size>;
export type SpinnerTone = VariantValue<typeof spinnerVariants.tone>;
