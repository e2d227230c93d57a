import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { CategoryTile } from './CategoryTile';
import { categoryTileVariants } from './CategoryTile.variants';

const phoneIcon =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="24" fill="#E8F0FE"/><rect x="31" y="16" width="34" height="64" rx="7" fill="#1B64DA"/></svg>',
  );

const meta = {
  title: 'Choice/CategoryTile',
  component: CategoryTile,
  tags: ['autodocs'],
  args: { label: '휴대폰', href: '/product/home/1/Mobile%20Phones', imageSrc: phoneIcon },
  argTypes: variantArgTypes(categoryTileVariants),
  decorators: [
    (Story) => (
      <div style={{ width: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '휴대폰' });
    link.focus();
    await expect(link).toHaveFocus();
  },
};
export const Compact: Story = { args: { size: 'md', label: '생활가전' } };
export const WithoutImage: Story = { args: { imageSrc: null, label: '헬스/뷰티' } };

export const AllVariants: Story = {
  decorators: [(Story) => <Story />],
  render: (args) => (
    <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(3, 1fr)', width: 343 }}>
      {categoryTileVariants.size.values.map((size) => (
        <CategoryTile
          key={size}
          {...args}
          size={size}
          label={size === 'lg' ? '휴대폰' : '생활가전'}
        />
      ))}
      <CategoryTile {...args} imageSrc={null} label="이미지 없음" />
    </div>
  ),
};
