import type { Meta, StoryObj } from '@storybook/react-vite';
import { BusinessVerifiedBadge } from './BusinessVerifiedBadge';

const meta = {
  title: 'Commerce/BusinessVerifiedBadge',
  component: BusinessVerifiedBadge,
  tags: ['autodocs'],
  args: { verifiedAt: '2026-03-02T01:00:00.000Z' },
} satisfies Meta<typeof BusinessVerifiedBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
