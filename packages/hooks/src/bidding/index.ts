// The quote-request wizard: its pure rules, the hook that runs them, and the stored target.
export {
  startBiddingWizardEntry,
  useBiddingWizard,
  wizardMessages,
  type BiddingWizardOptions,
  type QueryStarter,
  type SendOutcome,
} from './useBiddingWizard';
export {
  canSendRequest,
  entryPrompt,
  nextQuestion,
  offeredOptions,
  progressPercent,
  shouldAutoSend,
  stepBeforeSending,
  toResponse,
  type EntryPrompt,
  type SendStep,
  type WizardChoice,
} from './wizardLogic';
export { useBiddingTarget, type BiddingTarget, type BiddingTargetState } from './useBiddingTarget';
