import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatCountdown } from '../../format/format';
import { Button } from '../Button';
import { DigitField } from './DigitField';

const meta = {
  title: 'Inputs/DigitField',
  component: DigitField,
  tags: ['autodocs'],
  args: {
    label: '휴대폰 번호',
    placeholder: '- 없이 숫자만 입력해 주세요',
    maxLength: 11,
    autoComplete: 'tel',
    onValueChange: fn(),
  },
  argTypes: { trailing: { control: false } },
} satisfies Meta<typeof DigitField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone number on the verification page: 11 digits, dashes from a paste are removed. */
export const Phone: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '휴대폰 번호' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'tel');
    await userEvent.click(input);
    await userEvent.keyboard('abc가나');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.paste('010-1234-5678');
    await expect(input).toHaveValue('01012345678');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('01012345678');
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('01012345678');
  },
};

/** The 4-digit verification code with the 300-second countdown in the trailing slot. */
export const Code: Story = {
  args: {
    label: '인증번호',
    placeholder: '인증번호 4자리',
    maxLength: 4,
    autoComplete: 'one-time-code',
    trailing: <span aria-label="남은 시간 4분 59초">{formatCountdown(299_000)}</span>,
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '인증번호' });
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(input, '12a3-45');
    await expect(input).toHaveValue('1234');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1234');
    await expect(within(canvasElement).getByText('04:59')).toBeVisible();
  },
};

export const CodeError: Story = {
  args: {
    label: '인증번호',
    maxLength: 4,
    autoComplete: 'one-time-code',
    defaultValue: '12',
    error: '인증번호를 입력해 주세요.',
    trailing: <span>{formatCountdown(0)}</span>,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '인증번호' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('인증번호를 입력해 주세요.');
  },
};

export const Disabled: Story = { args: { defaultValue: '01012345678', disabled: true } };

/** Controlled by the page: the request button enables only at 11 digits (spec 5). */
export const PhoneWithRequestButton: Story = {
  render: function Render(args) {
    const [phone, setPhone] = useState('');
    return (
      <DigitField
        {...args}
        value={phone}
        onValueChange={setPhone}
        trailing={
          <Button size="sm" variant="secondary" disabled={phone.length < 11}>
            인증번호 받기
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: '인증번호 받기' });
    await expect(button).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: '휴대폰 번호' }), '0101234567');
    await expect(button).toBeDisabled();
    await userEvent.keyboard('8');
    await expect(button).toBeEnabled();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 343 }}>
      <DigitField label="휴대폰 번호 (빈 값)" maxLength={11} autoComplete="tel" />
      <DigitField label="휴대폰 번호" maxLength={11} defaultValue="01012345678" />
      <DigitField
        label="인증번호"
        maxLength={4}
        defaultValue="1234"
        trailing={<span>{formatCountdown(180_000)}</span>}
      />
      <DigitField
        label="인증번호 (오류)"
        maxLength={4}
        error="입력 시간이 지났어요. 인증번호를 다시 받아 주세요."
        trailing={<span>{formatCountdown(0)}</span>}
      />
      <DigitField label="비활성" maxLength={11} defaultValue="01012345678" disabled />
    </div>
  ),
};
