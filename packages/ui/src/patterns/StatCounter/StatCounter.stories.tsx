import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { StatCounter } from './StatCounter';
import { statCounterVariants } from './StatCounter.variants';

const meta = {
  title: 'Feedback/StatCounter',
  component: StatCounter,
  tags: ['autodocs'],
  args: { label: '지금 접속 중', value: 1234, unit: '명' },
  argTypes: variantArgTypes(statCounterVariants),
} satisfies Meta<typeof StatCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Card: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: '지금 접속 중' }),
    ).toHaveTextContent('1,234명');
  },
};
export const Inline: Story = {
  args: { variant: 'inline', label: '오늘 견적 요청', value: 56, unit: '건' },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: '지금 접속 중' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};
export const Unknown: Story = { args: { value: null } };
export const LargeNumber: Story = {
  args: { label: '누적 견적 요청', value: 12345678, unit: '건' },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {statCounterVariants.variant.values.map((variant) => (
        <div
          key={variant}
          style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}
        >
          <StatCounter variant={variant} label="지금 접속 중" value={1234} unit="명" />
          <StatCounter variant={variant} label="오늘 견적 요청" value={56} unit="건" />
          <StatCounter variant={variant} label="로딩" value={0} unit="명" loading />
          <StatCounter variant={variant} label="알 수 없음" value={null} unit="건" />
        </div>
      ))}
    </div>
  ),
};
