import { defineVariants, type VariantValue } from '../../internal/variants';

export const toastVariants = defineVariants({
  /** `info` on the dark inverse surface, `success` green, `error` red (announced assertively). */
  tone: { values: ['info', 'success', 'error'], default: 'info' },
});

export type ToastTone = VariantValue<typeof toastVariants.tone>;
