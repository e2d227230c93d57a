import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { value: 43, showValue: true },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithValue: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: '진행률' });
    await expect(bar).toHaveAttribute('aria-valuenow', '43');
    await expect(canvasElement).toHaveTextContent('43%');
  },
};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const Clamped: Story = {
  args: { value: 130 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar');
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvasElement).toHaveTextContent('100%');
  },
};
export const WithoutValue: Story = { args: { showValue: false, label: '견적 요청 진행률' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {[0, 14, 57, 100, 130].map((value) => (
        <ProgressBar key={value} value={value} showValue label={`진행률 ${value}`} />
      ))}
      <ProgressBar value={71} label="표시 없음" />
    </div>
  ),
};
