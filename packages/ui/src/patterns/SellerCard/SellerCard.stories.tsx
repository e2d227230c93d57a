import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { SellerCard } from './SellerCard';
import { sellerCardVariants } from './SellerCard.variants';

const storePhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#E8F0FE"/><rect x="18" y="40" width="60" height="40" fill="#1B64DA"/><path d="M12 40 24 18h48l12 22z" fill="#164AA6"/></svg>',
  );

const meta = {
  title: 'Commerce/SellerCard',
  component: SellerCard,
  tags: ['autodocs'],
  args: {
    storeName: '강남 휴대폰 성지',
    ownerName: '민수',
    imageSrc: storePhoto,
    rating: 4.8,
    successfulBidCount: 128,
  },
  argTypes: variantArgTypes(sellerCardVariants),
} satisfies Meta<typeof SellerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const WithoutPhoto: Story = { args: { imageSrc: null } };
export const BrokenPhoto: Story = { args: { imageSrc: 'data:image/png;base64,broken' } };
export const NoRatingYet: Story = { args: { rating: null, successfulBidCount: 0 } };
export const LongKoreanName: Story = {
  args: {
    storeName: '서울특별시 강남구 테헤란로 본점 휴대폰 할인 전문 매장 공식 대리점',
    ownerName: '김수한무거북이',
    successfulBidCount: 123456,
  },
};
export const LinkToStore: Story = {
  args: { href: '/store-information/42' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /강남 휴대폰 성지/ });
    link.focus();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', '/store-information/42');
  },
};
export const WithAction: Story = {
  args: {
    action: (
      <button type="button" style={{ minHeight: 44 }}>
        전화 상담
      </button>
    ),
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 343 }}>
      {sellerCardVariants.size.values.map((size) => (
        <SellerCard key={size} {...args} size={size} />
      ))}
      <SellerCard {...args} imageSrc={null} rating={null} successfulBidCount={0} />
      <SellerCard
        {...args}
        size="sm"
        storeName="서울특별시 강남구 테헤란로 본점 휴대폰 할인 전문 매장"
        successfulBidCount={98765}
      />
      <SellerCard {...args} href="/store-information/42" ownerName={null} />
    </div>
  ),
};
