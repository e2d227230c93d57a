import { defineVariants, type VariantValue } from '../../internal/variants';

export const signInCardVariants = defineVariants({
  /** `narrow` for a login form; `wide` for a step with more to show (a QR code beside its key). */
  width: { values: ['narrow', 'wide'], default: 'narrow' },
});

export type SignInCardWidth = VariantValue<typeof signInCardVariants.width>;
