import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../testing/renderApp';
import { createAppRoutes } from '../routes';
import { tutorialRoutes } from './routes';
import { TutorialPage } from './TutorialPage';
import { tutorialScript } from './tutorialScript';

function Screen({ children }: { children: string }) {
  return <p>{children}</p>;
}

function renderTutorial() {
  return renderApp(
    createAppRoutes([
      { index: true, element: <Screen>홈 화면</Screen> },
      // The page itself rather than its lazy chunk, so the fake clock rules from the first render.
      { path: 'tutorial-page', handle: tutorialRoutes[0]!.handle, element: <TutorialPage /> },
    ]),
    { entries: ['/tutorial-page'], token: 'buyer-token' },
  );
}

/** Second by second, each in its own act, so the timer each step schedules is in place for the next. */
function passSeconds(seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

const log = () => screen.getByRole('log', { name: '휴대폰 매장 대화' });
/** The bubbles on screen, the typing indicator's left out. */
const guideMessages = () =>
  [...log().querySelectorAll('[data-part="bubble"]')]
    .filter((bubble) => !bubble.closest('[role="status"]'))
    .map((bubble) => bubble.textContent);
const controls = () => screen.queryByRole('region', { name: '튜토리얼 진행' });

describe('tutorial', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a ten-step store visit with two questions', () => {
    expect(tutorialScript).toHaveLength(10);
    expect(tutorialScript.filter((step) => step.isChoice)).toHaveLength(2);
    expect(tutorialScript.map((step) => step.text).join(' ')).toContain('48시간');
  });

  it('shows a message every 3 s and holds at a question, with a hint after 5 s idle', () => {
    renderTutorial();
    expect(guideMessages()).toEqual([tutorialScript[0]!.text]);
    expect(within(log()).getByRole('status')).toHaveTextContent('다음 안내를 준비하고 있어요');

    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(guideMessages()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(guideMessages()).toHaveLength(2);
    passSeconds(3);
    expect(guideMessages().at(-1)).toBe('오늘은 어떤 휴대폰을 보러 오셨어요?');
    const answers = within(controls()!).getByRole('group', {
      name: '오늘은 어떤 휴대폰을 보러 오셨어요?',
    });
    expect(within(answers).getAllByRole('button')).toHaveLength(3);

    passSeconds(4);
    expect(screen.queryByText('계속하려면 답변을 선택해 주세요.')).toBeNull();
    passSeconds(1);
    expect(screen.getByText('계속하려면 답변을 선택해 주세요.')).toBeInTheDocument();
    // It waits as long as it takes.
    passSeconds(30);
    expect(guideMessages()).toHaveLength(3);

    fireEvent.click(within(answers).getByRole('button', { name: '최신 아이폰이요' }));
    expect(screen.queryByText('계속하려면 답변을 선택해 주세요.')).toBeNull();
    expect(within(log()).getByText('최신 아이폰이요')).toBeInTheDocument();
    passSeconds(3);
    expect(guideMessages().at(-1)).toBe(tutorialScript[3]!.text);
  });

  it('offers skip from the seventh step; skipping ends the visit with the way home', () => {
    const { router } = renderTutorial();
    passSeconds(6);
    fireEvent.click(screen.getByRole('button', { name: '최신 갤럭시요' }));
    passSeconds(9);
    // Six guide messages (plus the visitor's answer): no skip yet.
    expect(guideMessages()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: '건너뛰기' })).toBeNull();
    passSeconds(3);
    fireEvent.click(screen.getByRole('button', { name: '건너뛰기' }));

    const home = screen.getByRole('link', { name: '홈으로 가기' });
    expect(home).toHaveAttribute('href', '/');
    passSeconds(30);
    // The clock stopped: no more messages, and the guide no longer types.
    expect(within(log()).queryByRole('status')).toBeNull();
    expect(guideMessages()).toHaveLength(8);
    fireEvent.click(home);
    expect(router.state.location.pathname).toBe('/');
  });

  it('plays to the end, each question keeping its one answer, and offers the way home', () => {
    renderTutorial();
    passSeconds(6);
    const first = screen.getByRole('button', { name: '아직 못 정했어요' });
    fireEvent.click(first);
    // The answered question's buttons are gone: a second tap has nothing to change.
    expect(screen.queryByRole('button', { name: '최신 갤럭시요' })).toBeNull();
    passSeconds(18);
    expect(guideMessages().at(-1)).toBe('이제 직접 최저가 견적을 받아 볼까요?');
    expect(screen.queryByRole('link', { name: '홈으로 가기' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '네, 받아 볼게요' }));
    passSeconds(3);
    expect(guideMessages().at(-1)).toBe(tutorialScript[9]!.text);
    expect(screen.getByRole('link', { name: '홈으로 가기' })).toBeInTheDocument();
    // Each question kept its first answer only.
    expect(within(log()).getByText('아직 못 정했어요')).toBeInTheDocument();
    expect(within(log()).queryByText('최신 갤럭시요')).toBeNull();
    expect(screen.queryByRole('button', { name: '건너뛰기' })).toBeNull();
  });
});
