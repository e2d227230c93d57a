import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes } from '../../internal/variants';
import { Badge } from './Badge';
import { badgeVariants } from './Badge.variants';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '가장 싼 견적' },
  argTypes: variantArgTypes(badgeVariants),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', children: '마감' } };
export const Success: Story = { args: { tone: 'success', children: '구매 신청 완료' } };
export const InALine: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      24개월 총 비용 <Badge {...args} />
    </p>
  ),
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {badgeVariants.tone.values.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone === 'primary' ? '가장 싼 견적' : tone === 'neutral' ? '마감' : '구매 신청 완료'}
        </Badge>
      ))}
    </div>
  ),
};
