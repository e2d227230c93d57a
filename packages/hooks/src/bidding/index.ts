// The quote-request wizard's behaviour: its pure rules and the hook that runs them.
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
  internetProductToSend,
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
