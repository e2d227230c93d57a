import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes } from '../../internal/variants';
import { ProductThumb } from './ProductThumb';
import { productThumbVariants } from './ProductThumb.variants';

const phoneImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#F2F4F6"/><rect x="31" y="12" width="34" height="72" rx="7" fill="#191F28"/></svg>',
  );

const meta = {
  title: 'Media/ProductThumb',
  component: ProductThumb,
  tags: ['autodocs'],
  args: { src: phoneImage },
  argTypes: variantArgTypes(productThumbVariants),
} satisfies Meta<typeof ProductThumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {};
export const Large: Story = { args: { size: 'lg', loading: 'eager' } };
export const Placeholder: Story = { args: { src: null } };
export const BrokenPicture: Story = { args: { src: '/does-not-exist.png' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {productThumbVariants.size.values.flatMap((size) => [
        <ProductThumb key={`${size}-picture`} size={size} src={phoneImage} loading="eager" />,
        <ProductThumb key={`${size}-placeholder`} size={size} />,
      ])}
    </div>
  ),
};
