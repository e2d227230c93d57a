import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { OptionGroup, type OptionGroupOption } from './OptionGroup';
import { optionGroupVariants } from './OptionGroup.variants';

const colors: OptionGroupOption[] = [
  { id: 1, value: '미드나이트 블랙', colorHex: '#1c1c1e' },
  { id: 2, value: '스노우 화이트', colorHex: '#f5f5f7' },
  { id: 3, value: '스카이 블루', colorHex: '#8ab4f8' },
];
const storage: OptionGroupOption[] = [
  { id: 10, value: '256GB' },
  { id: 11, value: '512GB' },
  { id: 12, value: '1TB' },
];

const meta = {
  title: 'Choice/OptionGroup',
  component: OptionGroup,
  tags: ['autodocs'],
  args: { name: '색상', options: colors, onValueChange: fn() },
  argTypes: variantArgTypes(optionGroupVariants),
} satisfies Meta<typeof OptionGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Color: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '미드나이트 블랙' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1');
    // Held as a person holds it: Radix moves focus after the keydown and selects on that focus.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: '스노우 화이트' })).toHaveFocus());
    await userEvent.keyboard('{/ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '스노우 화이트' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2');
  },
};

export const Text: Story = {
  args: { name: '용량', options: storage, defaultValue: '11' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '512GB' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '512GB' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: '256GB' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('radio', { name: '256GB' })).toBeChecked();
  },
};

export const RequiredWithError: Story = {
  args: { name: '용량', options: storage, required: true, error: '옵션을 선택해 주세요.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      '옵션을 선택해 주세요.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '1' } };

export const LongKoreanText: Story = {
  args: {
    name: '요금제',
    options: [
      { id: 1, value: '5G 프리미어 에센셜 (월 85,000원)' },
      { id: 2, value: '5G 스탠다드 (월 75,000원)' },
      { id: 3, value: '5G 슬림 플러스 데이터 무제한' },
    ],
  },
};

function ControlledExample() {
  const [value, setValue] = useState('');
  return (
    <OptionGroup
      name="용량"
      options={storage}
      value={value}
      onValueChange={setValue}
      required
      error={value ? null : '옵션을 선택해 주세요.'}
    />
  );
}

export const Controlled: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '1TB' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <OptionGroup name="색상" options={colors} kind="color" defaultValue="2" />
      <OptionGroup name="용량" options={storage} kind="text" defaultValue="10" />
      <OptionGroup name="컬러" options={colors} required error="옵션을 선택해 주세요." />
      <OptionGroup name="용량" options={storage} disabled defaultValue="12" />
    </div>
  ),
};
