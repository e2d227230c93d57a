import type { Meta, StoryObj } from '@storybook/react-vite';
import { StarRatingDisplay } from '../../primitives/StarRating';
import { StoreHeader } from './StoreHeader';

const storePhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#E8F0FE"/><rect x="18" y="40" width="60" height="40" fill="#1B64DA"/><path d="M12 40 24 18h48l12 22z" fill="#164AA6"/></svg>',
  );

const meta = {
  title: 'Commerce/StoreHeader',
  component: StoreHeader,
  tags: ['autodocs'],
  args: {
    storeName: '행복 정수기 강남점',
    ownerName: '지현',
    imageSrc: storePhoto,
    averageRating: 4.3,
    successfulBidCount: 152,
  },
} satisfies Meta<typeof StoreHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutPhoto: Story = { args: { imageSrc: null } };
export const BrokenPhoto: Story = { args: { imageSrc: 'data:image/png;base64,broken' } };
export const NoReviewsYet: Story = { args: { averageRating: null, successfulBidCount: 0 } };
export const PerfectScore: Story = { args: { averageRating: 5, successfulBidCount: 98765 } };
export const LongKoreanName: Story = {
  args: {
    storeName: '서울특별시 강남구 테헤란로 본점 휴대폰 할인 전문 매장 공식 대리점',
    ownerName: '김수한무거북이',
  },
};

/** Fractional fills from 0 to 5, and the header's states. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 343 }}>
      {[0, 0.5, 1.2, 2.5, 3.7, 4.3, 5].map((value) => (
        <StarRatingDisplay key={value} value={value} size="lg" />
      ))}
      <StoreHeader {...args} headingLevel={2} />
      <StoreHeader
        {...args}
        headingLevel={2}
        imageSrc={null}
        averageRating={null}
        successfulBidCount={0}
      />
    </div>
  ),
};
