import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MoneyField, type MoneyFieldProps } from './MoneyField';

/** A controlled field, as a form holds it, reporting every amount it is given. */
function ControlledMoneyField({
  initial = null,
  onValueChange,
  ...rest
}: Omit<MoneyFieldProps, 'value'> & { initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <MoneyField
      {...rest}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
    />
  );
}

describe('MoneyField', () => {
  it('shows the amount grouped by thousands, with the unit and the number keypad', () => {
    render(<MoneyField label="추가지원금" value={1250000} />);
    const input = screen.getByRole('textbox', { name: '추가지원금' });
    expect(input).toHaveValue('1,250,000');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAccessibleDescription('원');
    expect(input.closest('[data-qm]')).toHaveAttribute('data-qm', 'money-field');
  });

  it('groups the digits while they are typed and reports the amount', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlledMoneyField label="추가지원금" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '추가지원금' });
    await user.type(input, '1250000');
    expect(input).toHaveValue('1,250,000');
    expect(input).toHaveProperty('selectionStart', '1,250,000'.length);
    expect(onValueChange).toHaveBeenLastCalledWith(1250000);
    expect(onValueChange).toHaveBeenCalledTimes(7);
  });

  it('ignores anything but digits', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlledMoneyField label="현금 사은품" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '현금 사은품' });
    await user.type(input, '3a0-0.0 0원0');
    expect(input).toHaveValue('300,000');
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      3, 30, 300, 3000, 30000, 300000,
    ]);
  });

  it('reads an emptied field as no amount, and a pasted amount as its digits', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ControlledMoneyField label="추가지원금" initial={150000} onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('textbox', { name: '추가지원금' });
    await user.clear(input);
    expect(input).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    await user.paste('1,250,000원');
    expect(input).toHaveValue('1,250,000');
    expect(onValueChange).toHaveBeenLastCalledWith(1250000);
  });

  it('drops leading zeros but keeps a lone zero', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlledMoneyField label="추가지원금" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '추가지원금' });
    await user.type(input, '0');
    expect(input).toHaveValue('0');
    expect(onValueChange).toHaveBeenLastCalledWith(0);
    await user.type(input, '05');
    expect(input).toHaveValue('5');
    expect(input).toHaveProperty('selectionStart', 1);
  });

  it('keeps the caret after the digit it followed when typing in the middle', async () => {
    const user = userEvent.setup();
    render(<ControlledMoneyField label="추가지원금" initial={1250000} />);
    const input = screen.getByRole('textbox', { name: '추가지원금' });
    // The caret after "1,2": the new digit goes there and the caret stays right after it.
    await user.type(input, '9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('12,950,000');
    expect(input).toHaveProperty('selectionStart', 4);
    await user.keyboard('8');
    expect(input).toHaveValue('129,850,000');
    expect(input).toHaveProperty('selectionStart', 5);
  });

  it('deletes the digit before a separator when backspace meets one', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ControlledMoneyField label="추가지원금" initial={1250000} onValueChange={onValueChange} />,
    );
    const input = screen.getByRole('textbox', { name: '추가지원금' });
    // The caret after "1,250,": backspace takes the 0 before the comma, not only the comma.
    await user.type(input, '{Backspace}', { initialSelectionStart: 6, initialSelectionEnd: 6 });
    expect(input).toHaveValue('125,000');
    expect(onValueChange).toHaveBeenLastCalledWith(125000);
    expect(input).toHaveProperty('selectionStart', 3);
    // Delete before a comma takes the digit after it; the caret keeps following the "5".
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('12,500');
    expect(input).toHaveProperty('selectionStart', 4);
  });

  it('refuses a sixteenth digit, keeping the amount exact', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ControlledMoneyField label="추가지원금" onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '추가지원금' });
    await user.type(input, '9'.repeat(16));
    expect(input).toHaveValue('999,999,999,999,999');
    expect(onValueChange).toHaveBeenCalledTimes(15);
    expect(onValueChange).toHaveBeenLastCalledWith(999999999999999);
  });

  it('keeps the amount of a controlled field that refuses the change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<MoneyField label="추가지원금" value={50000} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '추가지원금' });
    await user.type(input, '1');
    expect(onValueChange).toHaveBeenCalledWith(500001);
    expect(input).toHaveValue('50,000');
  });

  it('works uncontrolled from a default amount', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<MoneyField label="추가지원금" defaultValue={1000} onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: '추가지원금' });
    expect(input).toHaveValue('1,000');
    await user.type(input, '0');
    expect(input).toHaveValue('10,000');
    expect(onValueChange).toHaveBeenCalledWith(10000);
  });

  it('passes the label, help text, error and unit through', () => {
    render(
      <MoneyField
        label="월 렌탈료"
        unit="달러"
        value={null}
        description="부가세를 포함해 주세요."
        error="금액을 입력해 주세요."
        placeholder="0"
      />,
    );
    const input = screen.getByRole('textbox', { name: '월 렌탈료' });
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('부가세를 포함해 주세요. 금액을 입력해 주세요. 달러');
    expect(screen.getByRole('alert')).toHaveTextContent('금액을 입력해 주세요.');
    expect(screen.getByText('달러')).toHaveAttribute('data-part', 'unit');
  });
});
