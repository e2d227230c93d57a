import { defineVariants, type VariantValue } from '../../internal/variants';

export const answerButtonsVariants = defineVariants({
  /** `stack`: one full-width button per row; `grid`: two columns for short answers. */
  layout: { values: ['stack', 'grid'], default: 'stack' },
});

export type AnswerButtonsLayout = VariantValue<typeof answerButtonsVariants.layout>;
