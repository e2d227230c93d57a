import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initialTutorialState,
  reduceTutorial,
  useTutorialScript,
  type TutorialStep,
} from './useTutorialScript';

const message = { isChoice: false };
const question = { isChoice: true };
// Steps 1-2 talk, 3 asks, 4-8 talk, 9 asks, 10 ends.
const script: TutorialStep[] = [
  message,
  message,
  question,
  message,
  message,
  message,
  message,
  message,
  question,
  message,
];

describe('reduceTutorial', () => {
  it('ignores a second answer to the same question and answers to unseen steps', () => {
    let state = { ...initialTutorialState(script), shown: 3 };
    state = reduceTutorial(script, state, { type: 'choose', step: 8, option: 'a' });
    expect(state.answers).toEqual({});
    state = reduceTutorial(script, state, { type: 'choose', step: 2, option: 'a' });
    const again = reduceTutorial(script, state, { type: 'choose', step: 2, option: 'b' });
    expect(again).toBe(state);
    expect(again.answers).toEqual({ 2: 'a' });
  });

  it('skips only from the seventh step', () => {
    const sixth = { ...initialTutorialState(script), shown: 6 };
    expect(reduceTutorial(script, sixth, { type: 'skip' })).toBe(sixth);
    const seventh = reduceTutorial(script, { ...sixth, shown: 7 }, { type: 'skip' });
    expect(seventh.skipped).toBe(true);
  });
});

// Second by second, each in its own act, so the timer each step schedules is in place for the next.
function passSeconds(seconds: number) {
  for (let second = 0; second < seconds; second += 1)
    act(() => {
      vi.advanceTimersByTime(1000);
    });
}

describe('useTutorialScript', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances every 3 s, holds at a question, hints after 5 s idle, resumes on an answer', () => {
    const { result } = renderHook(() => useTutorialScript(script));
    expect(result.current.visibleSteps).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(result.current.visibleSteps).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.visibleSteps).toHaveLength(2);
    passSeconds(3);
    expect(result.current.isWaitingForChoice).toBe(true);

    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(result.current.visibleSteps).toHaveLength(3);
    expect(result.current.idleHint).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.idleHint).toBe('계속하려면 답변을 선택해 주세요.');
    passSeconds(60);
    expect(result.current.visibleSteps).toHaveLength(3);

    act(() => result.current.choose(2, 'store'));
    expect(result.current).toMatchObject({ answers: { 2: 'store' }, idleHint: null });
    passSeconds(3);
    expect(result.current.visibleSteps).toHaveLength(4);
  });

  it('offers skip from the seventh step and finishes at the end of the script', () => {
    const { result } = renderHook(() => useTutorialScript(script));
    passSeconds(6);
    act(() => result.current.choose(2, 'store'));
    passSeconds(9);
    expect(result.current.visibleSteps).toHaveLength(6);
    expect(result.current.canSkip).toBe(false);
    passSeconds(3);
    expect(result.current.canSkip).toBe(true);

    passSeconds(6);
    expect(result.current.isWaitingForChoice).toBe(true);
    act(() => result.current.choose(8, 'yes'));
    expect(result.current.isFinished).toBe(false);
    passSeconds(3);
    expect(result.current.visibleSteps).toHaveLength(10);
    expect(result.current.isFinished).toBe(true);
  });

  it('skipping finishes at once and stops the clock', () => {
    const { result } = renderHook(() => useTutorialScript(script));
    passSeconds(6);
    act(() => result.current.choose(2, 'store'));
    passSeconds(12);
    act(() => result.current.skip());
    expect(result.current).toMatchObject({ isFinished: true, canSkip: false });
    passSeconds(30);
    expect(result.current.visibleSteps).toHaveLength(7);
  });
});
