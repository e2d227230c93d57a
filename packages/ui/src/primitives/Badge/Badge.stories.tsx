import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes } from '../../internal/variants';
import { Badge } from './Badge';
import { badgeVariants, type BadgeTone } from './Badge.variants';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: '최저가 견적' },
  argTypes: variantArgTypes(badgeVariants),
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', children: '마감' } };
export const Success: Story = { args: { tone: 'success', children: '구매 신청 완료' } };
export const Warning: Story = { args: { tone: 'warning', children: '마감 임박' } };
export const Danger: Story = { args: { tone: 'danger', children: '철회' } };
export const InALine: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      24개월 총 비용 <Badge {...args} />
    </p>
  ),
};

const sampleText: Record<BadgeTone, string> = {
  primary: '최저가 견적',
  neutral: '마감',
  success: '구매 신청 완료',
  warning: '마감 임박',
  danger: '철회',
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {badgeVariants.tone.values.map((tone) => (
        <Badge key={tone} tone={tone}>
          {sampleText[tone]}
        </Badge>
      ))}
    </div>
  ),
};

/**
 * A dealer's bid outcomes side by side, each in a tone of its own. Which outcome takes which tone
 * is the console's choice; the badge only draws it.
 */
export const BidOutcomes: Story = {
  render: () => (
    <ul
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 8,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {(
        [
          ['대기 중', 'primary'],
          ['선택됨', 'success'],
          ['선택 안 됨', 'neutral'],
          ['마감', 'warning'],
          ['철회', 'danger'],
        ] as const
      ).map(([label, tone]) => (
        <li key={label}>
          <Badge tone={tone}>{label}</Badge>
        </li>
      ))}
    </ul>
  ),
};
