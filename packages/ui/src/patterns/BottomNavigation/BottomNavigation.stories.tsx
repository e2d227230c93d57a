import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BottomNavigation } from './BottomNavigation';
import { sampleTabs } from './BottomNavigation.fixtures';

const memberItems = sampleTabs();

const meta = {
  title: 'Layout/BottomNavigation',
  component: BottomNavigation,
  tags: ['autodocs'],
  args: { items: memberItems, activeKey: 'home' },
  argTypes: {
    activeKey: { control: { type: 'inline-radio' }, options: memberItems.map((item) => item.key) },
  },
  decorators: [
    // A transformed frame becomes the containing block of the fixed bar, as the app column is.
    (Story) => (
      <div style={{ position: 'relative', height: 160, transform: 'translateZ(0)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Home: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '홈' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '홈' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '견적 확인' })).toHaveFocus();
  },
};
export const QuotationCheck: Story = { args: { activeKey: 'quotation-check' } };
export const QuoteHistory: Story = { args: { activeKey: 'quote-history' } };
export const My: Story = { args: { activeKey: 'my' } };
export const NonMember: Story = {
  args: { items: sampleTabs('/my-nonmember'), activeKey: 'my' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'MY' })).toHaveAttribute(
      'href',
      '/my-nonmember',
    );
  },
};
export const NoActiveTab: Story = { args: { activeKey: null } };

/** A tab with a count (the buyer's unread messages) on its icon, named with what it counts. */
export const WithCount: Story = {
  args: {
    items: memberItems.map((item) =>
      item.key === 'quotation-check'
        ? { ...item, count: 3, countLabel: (count: number) => `읽지 않은 메시지 ${count}개` }
        : item,
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '견적 확인 읽지 않은 메시지 3개' }),
    ).toBeInTheDocument();
  },
};

/** A count past two digits stays one short badge. */
export const WithLargeCount: Story = {
  args: {
    activeKey: 'quotation-check',
    items: memberItems.map((item) =>
      item.key === 'quotation-check' ? { ...item, count: 120 } : item,
    ),
  },
};

/** Each tab active in turn; every bar is a uniquely named landmark in its own frame. */
export const AllVariants: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {[...memberItems.map((item) => item.key), null].map((key) => (
        <div
          key={key ?? 'none'}
          style={{ position: 'relative', height: 80, transform: 'translateZ(0)' }}
        >
          <BottomNavigation {...args} activeKey={key} label={`주요 메뉴 (${key ?? '선택 없음'})`} />
        </div>
      ))}
    </div>
  ),
};
