import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is named by its visible label and described by its help text', () => {
    render(<TextField label="이메일" description="견적 결과를 메일로 보내 드려요." />);
    const input = screen.getByRole('textbox', { name: '이메일' });
    expect(input).toHaveAccessibleDescription('견적 결과를 메일로 보내 드려요.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('marks itself invalid and announces the error message', () => {
    const { rerender } = render(<TextField label="신고 내용" />);
    rerender(
      <TextField label="신고 내용" error="신고 내용을 입력해 주세요." description="도움말" />,
    );
    const input = screen.getByRole('textbox', { name: '신고 내용' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('도움말 신고 내용을 입력해 주세요.');
    expect(screen.getByRole('alert')).toHaveTextContent('신고 내용을 입력해 주세요.');
    rerender(<TextField label="신고 내용" description="도움말" />);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('도움말');
  });

  it('keeps Korean text exactly as typed (no reformatting)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="닉네임" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: '닉네임' });
    await user.type(input, '가나다 abc 010-1234');
    expect(input).toHaveValue('가나다 abc 010-1234');
    expect(onChange).toHaveBeenCalled();
  });

  it('passes the ref to the input and renders the trailing slot', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <TextField
        label="휴대폰 번호"
        ref={ref}
        trailing={<button type="button">인증번호 받기</button>}
      />,
    );
    expect(ref.current).toBe(screen.getByRole('textbox', { name: '휴대폰 번호' }));
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeInTheDocument();
  });

  it('is disabled and ignores typing', async () => {
    const user = userEvent.setup();
    render(<TextField label="닉네임" disabled />);
    const input = screen.getByRole('textbox', { name: '닉네임' });
    expect(input).toBeDisabled();
    await user.type(input, '가');
    expect(input).toHaveValue('');
  });
});
