import { defineVariants, type VariantValue } from '../../internal/variants';

export const textVariants = defineVariants({
  size: { values: ['xs', 'sm', 'md'], default: 'md' },
  /** Each tone reads at 4.5:1 or more on every page surface (see tokens/contrast.test.ts). */
  tone: { values: ['default', 'subtle', 'muted', 'danger', 'success'], default: 'default' },
});

export type TextSize = VariantValue<typeof textVariants.size>;
export type TextTone = VariantValue<typeof textVariants.tone>;
