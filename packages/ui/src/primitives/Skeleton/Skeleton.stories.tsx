import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { Skeleton, SkeletonList } from './Skeleton';
import { skeletonVariants } from './Skeleton.variants';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  argTypes: variantArgTypes(skeletonVariants),
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { variant: 'text', width: '80%' } };
export const Rect: Story = { args: { variant: 'rect', height: 120 } };
export const Circle: Story = { args: { variant: 'circle', width: 48 } };

export const List: Story = {
  render: () => <SkeletonList count={4} />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('불러오는 중');
    await expect(status.querySelectorAll('[data-part="row"]')).toHaveLength(4);
  },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {skeletonVariants.variant.values.map((variant) => (
        <Skeleton key={variant} variant={variant} />
      ))}
      <Skeleton variant="text" width={120} height={24} />
      <SkeletonList count={2} />
    </div>
  ),
};
