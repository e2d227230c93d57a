import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ExpandableCard } from './ExpandableCard';

describe('ExpandableCard', () => {
  it('is a closed disclosure whose button controls the content', () => {
    render(
      <ExpandableCard title="갤럭시 S25 울트라" subtitle="입찰 매장 7곳" summary="최대 850,000원">
        상세 내용
      </ExpandableCard>,
    );
    const button = screen.getByRole('button', { name: /갤럭시 S25 울트라/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const content = document.getElementById(button.getAttribute('aria-controls')!);
    expect(content).not.toBeVisible();
    expect(screen.queryByText('상세 내용')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 })).toContainElement(button);
  });

  it('opens by pointer and keyboard, and loads only the first time', async () => {
    const user = userEvent.setup();
    const onExpand = vi.fn();
    const onExpandedChange = vi.fn();
    render(
      <ExpandableCard title="코웨이 정수기" onExpand={onExpand} onExpandedChange={onExpandedChange}>
        견적 상세
      </ExpandableCard>,
    );
    const button = screen.getByRole('button', { name: /코웨이 정수기/ });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: /코웨이 정수기/ })).toHaveTextContent('견적 상세');
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(onExpand).toHaveBeenCalledTimes(1);
    expect(onExpandedChange.mock.calls).toEqual([[true], [false], [true]]);
  });

  it('can be controlled, and loads when the parent opens it', async () => {
    const user = userEvent.setup();
    const onExpand = vi.fn();
    const onExpandedChange = vi.fn();
    const { rerender } = render(
      <ExpandableCard
        title="인터넷"
        expanded={false}
        onExpandedChange={onExpandedChange}
        onExpand={onExpand}
      >
        내용
      </ExpandableCard>,
    );
    await user.click(screen.getByRole('button'));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
    expect(onExpand).not.toHaveBeenCalled();
    rerender(
      <ExpandableCard title="인터넷" expanded onExpand={onExpand}>
        내용
      </ExpandableCard>,
    );
    expect(screen.getByText('내용')).toBeVisible();
    expect(onExpand).toHaveBeenCalledTimes(1);
  });

  it('starts open when asked, and loads at once', () => {
    const onExpand = vi.fn();
    render(
      <ExpandableCard title="헬스" defaultExpanded headingLevel={2} onExpand={onExpand}>
        열림
      </ExpandableCard>,
    );
    expect(screen.getByText('열림')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(onExpand).toHaveBeenCalledTimes(1);
  });
});
