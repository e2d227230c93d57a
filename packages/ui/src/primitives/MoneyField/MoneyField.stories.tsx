import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MoneyField } from './MoneyField';

const meta = {
  title: 'Inputs/MoneyField',
  component: MoneyField,
  tags: ['autodocs'],
  args: { label: '추가지원금', placeholder: '0', onValueChange: fn() },
} satisfies Meta<typeof MoneyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '추가지원금' });
    await userEvent.type(input, '1250000');
    await expect(input).toHaveValue('1,250,000');
    await expect(input).toHaveAccessibleDescription('원');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1250000);
    await userEvent.type(input, '원-');
    await expect(input).toHaveValue('1,250,000');
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
  },
};

export const WithValue: Story = { args: { defaultValue: 1250000 } };

/** The caret stays after the digit typed, and backspace at a comma takes the digit before it. */
export const EditInTheMiddle: Story = {
  args: { defaultValue: 1250000 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole<HTMLInputElement>('textbox', {
      name: '추가지원금',
    });
    await userEvent.type(input, '9', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    await expect(input).toHaveValue('12,950,000');
    await expect(input.selectionStart).toBe(4);
    await userEvent.type(input, '{Backspace}', {
      initialSelectionStart: 7,
      initialSelectionEnd: 7,
    });
    await expect(input).toHaveValue('1,295,000');
    await expect(input.selectionStart).toBe(5);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(1295000);
  },
};

export const WithDescription: Story = {
  args: {
    label: '현금 사은품',
    description: '개통 후 한 달 안에 지급하는 금액을 적어 주세요.',
    defaultValue: 300000,
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '현금 사은품' });
    await expect(input).toHaveAccessibleDescription(
      '개통 후 한 달 안에 지급하는 금액을 적어 주세요. 원',
    );
  },
};

export const WithError: Story = {
  args: { error: '추가지원금을 입력해 주세요.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '추가지원금' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('추가지원금을 입력해 주세요.');
  },
};

export const OtherUnit: Story = { args: { label: '월 렌탈료', unit: '달러', defaultValue: 39 } };

export const Disabled: Story = { args: { defaultValue: 150000, disabled: true } };

/** Every state at once: the visual-regression baseline. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 343 }}>
      <MoneyField label="비어 있음" placeholder="0" />
      <MoneyField label="값 있음" defaultValue={1250000} />
      <MoneyField label="큰 금액" defaultValue={999999999999999} />
      <MoneyField label="설명 있음" description="부가세를 포함해 주세요." defaultValue={39900} />
      <MoneyField label="오류" error="금액을 입력해 주세요." />
      <MoneyField label="다른 단위" unit="달러" defaultValue={39} />
      <MoneyField label="비활성" defaultValue={150000} disabled />
    </div>
  ),
};
