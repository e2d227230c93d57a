import { defineVariants, type VariantValue } from '../../internal/variants';

/** `subtle` quiets a row that is possible, not suggested (e.g. '로그아웃' at the end of a menu). */
export const menuListItemVariants = defineVariants({
  tone: { values: ['default', 'subtle'], default: 'default' },
});

export type MenuListItemTone = VariantValue<typeof menuListItemVariants.tone>;
