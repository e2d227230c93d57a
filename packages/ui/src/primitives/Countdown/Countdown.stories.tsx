import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { Countdown } from './Countdown';
import { countdownVariants } from './Countdown.variants';

// A frozen clock: every story renders the same text on every run.
const fixedNow = new Date('2026-11-21T12:00:00+09:00').getTime();
const now = () => fixedNow;

const meta = {
  title: 'Time/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  args: { deadline: fixedNow + 299_000, now },
  argTypes: variantArgTypes(countdownVariants),
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 300-second verification code timer. */
export const VerificationCode: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer');
    await expect(timer).toHaveTextContent('04:59');
    await expect(timer).toHaveAccessibleName('남은 시간 04분 59초');
  },
};
/** The 48-hour bidding window. */
export const BiddingWindow: Story = {
  args: { deadline: new Date(fixedNow + 47 * 3600_000 + 59 * 60_000 + 59_000) },
};
export const Urgent: Story = { args: { deadline: fixedNow + 42_000, urgentBelowMs: 60_000 } };
export const Expired: Story = {
  args: { deadline: fixedNow - 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('마감');
  },
};
export const CustomExpiredLabel: Story = {
  args: { deadline: fixedNow - 1000, expiredLabel: '입찰 마감' },
};

export const AllVariants: Story = {
  render: () => (
    <table style={{ borderSpacing: 12 }}>
      <tbody>
        {countdownVariants.tone.values.map((tone) => (
          <tr key={tone}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 500 }}>
              {tone}
            </th>
            <td>
              <Countdown tone={tone} deadline={fixedNow + 299_000} now={now} />
            </td>
            <td>
              <Countdown tone={tone} deadline={fixedNow + 47 * 3600_000} now={now} />
            </td>
            <td>
              <Countdown tone={tone} deadline={fixedNow} now={now} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
