import { defineVariants, type VariantValue } from '../../internal/variants';

/** Colour groups render as swatches, every other option attribute as text pills. */
export const optionGroupVariants = defineVariants({
  kind: { values: ['text', 'color'], default: 'text' },
});

export type OptionGroupKind = VariantValue<typeof optionGroupVariants.kind>;

const colorNames = new Set(['color', '색상', '컬러']);

/** The spec's rule: a group named Color (or its Korean equivalent) is shown as colour swatches. */
export function optionGroupKind(name: string): OptionGroupKind {
  return colorNames.has(name.trim().toLowerCase()) ? 'color' : 'text';
}
