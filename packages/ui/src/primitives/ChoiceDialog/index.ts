export { ChoiceDialog } from './ChoiceDialog';
export type { ChoiceDialogProps, DialogChoice } from './ChoiceDialog';
