import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { SelectField } from './SelectField';

const options = [
  { value: '', label: '모든 작업' },
  { value: 'operator.invite', label: '운영자 초대' },
  { value: 'operator.changeRole', label: '운영자 역할 변경' },
  { value: 'operator.deactivate', label: '운영자 비활성화' },
];

const meta = {
  title: 'Inputs/SelectField',
  component: SelectField,
  tags: ['autodocs'],
  args: { label: '작업', options, value: '', onValueChange: fn() },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = { args: { description: '한 가지 작업만 볼 수 있어요.' } };
export const WithError: Story = { args: { error: '작업을 골라 주세요.' } };
export const Disabled: Story = { args: { disabled: true } };
export const Interactive: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return <SelectField {...args} value={value} onValueChange={setValue} />;
  },
};
