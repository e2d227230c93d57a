import { defineVariants, type VariantValue } from '../../internal/variants';

export const countdownVariants = defineVariants({
  /** `urgent` is red; `default` turns urgent by itself under `urgentBelowMs`. */
  tone: { values: ['default', 'urgent'], default: 'default' },
});

export type CountdownTone = VariantValue<typeof countdownVariants.tone>;
