import { defineVariants, type VariantValue } from '../../internal/variants';

/** `danger` paints the confirming action red, for actions that cannot be undone. */
export const confirmDialogVariants = defineVariants({
  tone: { values: ['default', 'danger'], default: 'default' },
});

export type ConfirmDialogTone = VariantValue<typeof confirmDialogVariants.tone>;
