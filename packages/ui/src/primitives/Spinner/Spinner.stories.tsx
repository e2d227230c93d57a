import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { vars } from '../../tokens/css-variables';
import { Spinner } from './Spinner';
import { spinnerVariants } from './Spinner.variants';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  tags: ['autodocs'],
  argTypes: variantArgTypes(spinnerVariants),
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('불러오는 중');
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', label: '견적을 조회하는 중' } };
export const Inverse: Story = {
  args: { tone: 'inverse' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.inverse, padding: 16, display: 'inline-block' }}>
        <Story />
      </div>
    ),
  ],
};

export const AllVariants: Story = {
  render: () => (
    <table style={{ borderSpacing: 8 }}>
      <tbody>
        {spinnerVariants.tone.values.map((tone) => (
          <tr
            key={tone}
            style={{ background: tone === 'inverse' ? vars.color.inverse : 'transparent' }}
          >
            {spinnerVariants.size.values.map((size) => (
              <td key={size} style={{ padding: 8 }}>
                <Spinner tone={tone} size={size} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  ),
};
