import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('counts characters as the user types, politely', async () => {
    const user = userEvent.setup();
    render(<Textarea label="리뷰 내용" maxLength={500} />);
    const textarea = screen.getByRole('textbox', { name: '리뷰 내용' });
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    await user.type(textarea, '좋아요');
    expect(screen.getByText('3 / 500')).toBeInTheDocument();
    expect(screen.getByText('3 / 500').parentElement).toHaveAttribute('aria-live', 'polite');
    expect(textarea).toHaveAttribute('maxlength', '500');
    expect(textarea).toHaveAccessibleDescription('500자 중 3자 입력');
  });

  it('counts a controlled value and starts from a default one', () => {
    const { rerender } = render(
      <Textarea label="리뷰" maxLength={10} value="안녕" onChange={() => {}} />,
    );
    expect(screen.getByText('2 / 10')).toBeInTheDocument();
    rerender(<Textarea label="리뷰" maxLength={10} value="안녕하세요" onChange={() => {}} />);
    expect(screen.getByText('5 / 10')).toBeInTheDocument();
  });

  it('shows no counter without maxLength', () => {
    const { container } = render(<Textarea label="메모" defaultValue="abc" />);
    expect(container.querySelector('[data-part="counter"]')).toBeNull();
  });

  it('shows an error like TextField', () => {
    render(<Textarea label="신고 내용" error="신고 내용을 입력해 주세요." />);
    const textarea = screen.getByRole('textbox', { name: '신고 내용' });
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription('신고 내용을 입력해 주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent('신고 내용을 입력해 주세요.');
  });

  it('forwards the ref and change events', async () => {
    const user = userEvent.setup();
    const ref = createRef<HTMLTextAreaElement>();
    const onChange = vi.fn();
    render(<Textarea label="리뷰" ref={ref} onChange={onChange} />);
    await user.type(screen.getByRole('textbox'), '굿');
    expect(ref.current).toBe(screen.getByRole('textbox'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
