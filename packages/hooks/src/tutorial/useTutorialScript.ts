import { useCallback, useEffect, useReducer } from 'react';

/** Document 001's tutorial timing: a step every 3 s, the idle hint after 5 s at a choice. */
export const tutorialTiming = { stepMs: 3000, idleHintMs: 5000 } as const;
/** The skip button appears once the seventh step is on screen. */
export const tutorialSkipFromStep = 7;
export const tutorialIdleHint = '계속하려면 답변을 선택해 주세요.';

/** One scripted step: a message, or a question that waits for the visitor's answer. */
export interface TutorialStep {
  isChoice: boolean;
}

export interface TutorialState {
  /** How many steps are on screen, from the start of the script. */
  shown: number;
  /** The option picked at each choice step, by step index. */
  answers: Readonly<Record<number, string>>;
  showIdleHint: boolean;
  skipped: boolean;
}

export type TutorialAction =
  | { type: 'advance' }
  | { type: 'idle' }
  | { type: 'choose'; step: number; option: string }
  | { type: 'skip' };

export function initialTutorialState(steps: readonly TutorialStep[]): TutorialState {
  return { shown: Math.min(1, steps.length), answers: {}, showIdleHint: false, skipped: false };
}

/** True while the last step on screen is a question nobody answered yet: the script holds there. */
export function isWaitingForChoice(steps: readonly TutorialStep[], state: TutorialState): boolean {
  const current = state.shown - 1;
  return !state.skipped && steps[current]?.isChoice === true && !(current in state.answers);
}

export function isTutorialFinished(steps: readonly TutorialStep[], state: TutorialState): boolean {
  return state.skipped || (state.shown === steps.length && !isWaitingForChoice(steps, state));
}

export const canSkipTutorial = (state: TutorialState) =>
  !state.skipped && state.shown >= tutorialSkipFromStep;

/** The tutorial's rules, without timers: what each tick, idle timeout, answer and skip does. */
export function reduceTutorial(
  steps: readonly TutorialStep[],
  state: TutorialState,
  action: TutorialAction,
): TutorialState {
  switch (action.type) {
    case 'advance':
      if (isWaitingForChoice(steps, state) || isTutorialFinished(steps, state)) return state;
      return { ...state, shown: state.shown + 1 };
    case 'idle':
      return isWaitingForChoice(steps, state) ? { ...state, showIdleHint: true } : state;
    case 'choose': {
      const answerable =
        action.step < state.shown && steps[action.step]?.isChoice === true && !state.skipped;
      // A second tap on an answered question changes nothing.
      if (!answerable || action.step in state.answers) return state;
      return {
        ...state,
        answers: { ...state.answers, [action.step]: action.option },
        showIdleHint: false,
      };
    }
    case 'skip':
      return canSkipTutorial(state) ? { ...state, skipped: true, showIdleHint: false } : state;
  }
}

export interface TutorialScript<Step extends TutorialStep> {
  visibleSteps: readonly Step[];
  answers: Readonly<Record<number, string>>;
  isWaitingForChoice: boolean;
  /** The hint to show under a question left unanswered for 5 s, else null. */
  idleHint: string | null;
  canSkip: boolean;
  /** Reached the end or skipped: the screen offers the way home. */
  isFinished: boolean;
  choose: (step: number, option: string) => void;
  skip: () => void;
}

/**
 * The tutorial's scripted chat (document 001): a step every 3 s, holding at each question until it
 * is answered, a hint after 5 s of waiting, and a skip from the seventh step.
 */
export function useTutorialScript<Step extends TutorialStep>(
  steps: readonly Step[],
  timing: { stepMs: number; idleHintMs: number } = tutorialTiming,
): TutorialScript<Step> {
  const [state, dispatch] = useReducer(
    (current: TutorialState, action: TutorialAction) => reduceTutorial(steps, current, action),
    steps,
    initialTutorialState,
  );
  const waiting = isWaitingForChoice(steps, state);
  const finished = isTutorialFinished(steps, state);

  useEffect(() => {
    if (finished || (waiting && state.showIdleHint)) return undefined;
    const timer = waiting
      ? setTimeout(() => dispatch({ type: 'idle' }), timing.idleHintMs)
      : setTimeout(() => dispatch({ type: 'advance' }), timing.stepMs);
    return () => clearTimeout(timer);
  }, [state.shown, waiting, finished, state.showIdleHint, timing.stepMs, timing.idleHintMs]);

  const choose = useCallback(
    (step: number, option: string) => dispatch({ type: 'choose', step, option }),
    [],
  );
  const skip = useCallback(() => dispatch({ type: 'skip' }), []);

  return {
    visibleSteps: steps.slice(0, state.shown),
    answers: state.answers,
    isWaitingForChoice: waiting,
    idleHint: state.showIdleHint ? tutorialIdleHint : null,
    canSkip: canSkipTutorial(state),
    isFinished: finished,
    choose,
    skip,
  };
}
