import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnswerButtons } from './AnswerButtons';

const options = [
  { id: 1, label: '본인' },
  { id: 2, label: '가족' },
];

describe('AnswerButtons', () => {
  it('is a named group of toggle buttons, stacked by default', () => {
    render(<AnswerButtons options={options} label="휴대폰을 사용하실 분은 누구인가요?" />);
    const group = screen.getByRole('group', { name: '휴대폰을 사용하실 분은 누구인가요?' });
    expect(group).toHaveAttribute('data-layout', 'stack');
    expect(screen.getByRole('button', { name: '본인' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: '가족' })).toHaveAttribute('type', 'button');
  });

  it('selects with a click, then marks the choice', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AnswerButtons options={options} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: '가족' }));
    expect(onSelect).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: '가족' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('works from the keyboard: Tab, Enter and Space', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AnswerButtons options={options} onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('button', { name: '본인' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(1);
    await user.tab();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(2);
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it('ignores picking the answer already chosen', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AnswerButtons options={options} selectedId={1} onSelect={onSelect} />);
    await user.click(screen.getByRole('button', { name: '본인' }));
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('follows a controlled selection', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const { rerender } = render(
      <AnswerButtons options={options} selectedId={null} onSelect={onSelect} />,
    );
    await user.click(screen.getByRole('button', { name: '본인' }));
    expect(onSelect).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: '본인' })).toHaveAttribute('aria-pressed', 'false');
    rerender(<AnswerButtons options={options} selectedId={1} onSelect={onSelect} />);
    expect(screen.getByRole('button', { name: '본인' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('does nothing while disabled', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<AnswerButtons options={options} disabled onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: '본인' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('lays out in two columns with columns={2} or layout="grid"', () => {
    const { rerender } = render(<AnswerButtons options={options} columns={2} />);
    expect(screen.getByRole('group')).toHaveAttribute('data-layout', 'grid');
    rerender(<AnswerButtons options={options} layout="grid" />);
    expect(screen.getByRole('group')).toHaveAttribute('data-layout', 'grid');
  });
});
