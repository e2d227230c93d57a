export { AnswerButtons } from './AnswerButtons';
export type { AnswerButtonsProps, AnswerOption } from './AnswerButtons';
export { answerButtonsVariants } from './AnswerButtons.variants';
export type { AnswerButtonsLayout } from './AnswerButtons.variants';
