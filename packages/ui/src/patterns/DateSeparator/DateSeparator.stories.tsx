import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateSeparator } from './DateSeparator';

const meta = {
  title: 'Chat/DateSeparator',
  component: DateSeparator,
  tags: ['autodocs'],
  args: { date: '2026-12-07T05:05:00Z' },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateSeparator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('2026년 12월 7일 월요일');
    await expect(time).toHaveAttribute('datetime', '2026-12-07');
  },
};

/** Just after midnight in Seoul, still the previous day in UTC: Seoul's day is shown. */
export const SeoulMidnight: Story = { args: { date: '2026-12-31T15:10:00Z' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {['2026-12-06T03:00:00Z', '2026-12-07T03:00:00Z', '2027-01-01T03:00:00Z'].map((date) => (
        <DateSeparator key={date} date={date} />
      ))}
    </div>
  ),
};
