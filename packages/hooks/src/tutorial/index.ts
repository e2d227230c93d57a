// The tutorial's scripted conversation: its steps, timing and skip rule.
export {
  canSkipTutorial,
  initialTutorialState,
  isTutorialFinished,
  isWaitingForChoice,
  reduceTutorial,
  tutorialIdleHint,
  tutorialSkipFromStep,
  tutorialTiming,
  useTutorialScript,
  type TutorialAction,
  type TutorialScript,
  type TutorialState,
  type TutorialStep,
} from './useTutorialScript';
