import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Accordion } from './Accordion';
import { sampleFaq } from './faq.fixture';

describe('Accordion', () => {
  it('shows each question as a collapsed button inside a heading', () => {
    render(<Accordion items={sampleFaq} />);
    const trigger = screen.getByRole('button', { name: '견적마켓은 어떤 서비스인가요?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('opens one answer at a time and closes the open one again', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Accordion items={sampleFaq} onValueChange={onValueChange} />);
    const first = screen.getByRole('button', { name: '견적마켓은 어떤 서비스인가요?' });
    const second = screen.getByRole('button', { name: '회원가입은 어떻게 하나요?' });
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: '견적마켓은 어떤 서비스인가요?' })).toHaveTextContent(
      '여러 제휴 매장이 최저가 견적',
    );
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Accordion items={sampleFaq} />);
    await user.tab();
    expect(screen.getByRole('button', { name: '견적마켓은 어떤 서비스인가요?' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const second = screen.getByRole('button', { name: '회원가입은 어떻게 하나요?' });
    expect(second).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: '회원 탈퇴는 어디에서 하나요?' })).toHaveFocus();
  });

  it('uses the requested heading level and an open default', () => {
    render(<Accordion items={sampleFaq} headingLevel={2} defaultValue="quote-1" />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(
      screen.getByRole('button', { name: '견적은 얼마 동안 받을 수 있나요?' }),
    ).toHaveAttribute('aria-expanded', 'true');
  });
});
