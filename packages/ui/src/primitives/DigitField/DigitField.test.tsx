import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DigitField, toDigits } from './DigitField';

describe('toDigits', () => {
  it('keeps digits only and cuts at the maximum', () => {
    expect(toDigits('010-1234-5678')).toBe('01012345678');
    expect(toDigits('010 1234 5678 99', 11)).toBe('01012345678');
    expect(toDigits('가a1', 4)).toBe('1');
  });
});

describe('DigitField', () => {
  it('asks for the numeric keypad and passes autoComplete through', () => {
    render(<DigitField label="인증번호" maxLength={4} autoComplete="one-time-code" />);
    const input = screen.getByRole('textbox', { name: '인증번호' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).not.toHaveAttribute('maxlength');
  });

  it('ignores letters and Korean typed into it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DigitField label="휴대폰 번호" maxLength={11} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '휴대폰 번호' });
    await user.type(input, 'a가0-1');
    expect(input).toHaveValue('01');
    expect(onValueChange.mock.calls).toEqual([['0'], ['01']]);
  });

  it('cleans a pasted phone number with dashes', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<DigitField label="휴대폰 번호" maxLength={11} onValueChange={onValueChange} />);
    await user.click(screen.getByRole('textbox', { name: '휴대폰 번호' }));
    await user.paste('010-1234-5678');
    expect(screen.getByRole('textbox')).toHaveValue('01012345678');
    expect(onValueChange).toHaveBeenLastCalledWith('01012345678');
  });

  it('stops at maxLength', async () => {
    const user = userEvent.setup();
    render(<DigitField label="인증번호" maxLength={4} />);
    const input = screen.getByRole('textbox', { name: '인증번호' });
    await user.type(input, '123456');
    expect(input).toHaveValue('1234');
  });

  it('works controlled', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState('010');
      return (
        <>
          <DigitField label="휴대폰 번호" maxLength={11} value={value} onValueChange={setValue} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '-12');
    expect(screen.getByRole('status')).toHaveTextContent('01012');
  });

  it('shows its error like a TextField', () => {
    render(<DigitField label="인증번호" error="인증번호를 입력해 주세요." />);
    expect(screen.getByRole('textbox', { name: '인증번호' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('인증번호를 입력해 주세요.');
  });

  it('leaves an IME composition alone and cleans it when it ends', () => {
    const onValueChange = vi.fn();
    render(
      <DigitField label="인증번호" maxLength={4} defaultValue="12" onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('textbox', { name: '인증번호' });
    fireEvent.compositionStart(input);
    fireEvent.input(input, { target: { value: '12ㄱ' }, isComposing: true });
    // Shown as composed, not rewritten under the IME.
    expect(input).toHaveValue('12ㄱ');
    fireEvent.compositionEnd(input, { target: { value: '12가' } });
    expect(input).toHaveValue('12');
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
