import { defineVariants, type VariantValue } from '../../internal/variants';

export const statCounterVariants = defineVariants({
  variant: { values: ['inline', 'card'], default: 'card' },
});

export type StatCounterVariant = VariantValue<typeof statCounterVariants.variant>;
