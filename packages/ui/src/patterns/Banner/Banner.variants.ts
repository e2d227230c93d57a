import { defineVariants, type VariantValue } from '../../internal/variants';

export const bannerVariants = defineVariants({
  tone: { values: ['primary', 'neutral'], default: 'primary' },
});

export type BannerTone = VariantValue<typeof bannerVariants.tone>;
