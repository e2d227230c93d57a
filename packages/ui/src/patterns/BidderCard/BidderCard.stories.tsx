import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BidderCard } from './BidderCard';
import { bidderCardVariants } from './BidderCard.variants';
import { variantArgTypes } from '../../internal/variants';
import {
  bidInternetFigures,
  bidPhoneFigures,
  rentalFigures,
} from '../QuoteCard/QuoteCard.fixtures';

const storePhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#E8F0FE"/><rect x="18" y="40" width="60" height="40" fill="#1B64DA"/><path d="M12 40 24 18h48l12 22z" fill="#164AA6"/></svg>',
  );

const meta = {
  title: 'Commerce/BidderCard',
  component: BidderCard,
  tags: ['autodocs'],
  argTypes: variantArgTypes(bidderCardVariants),
  args: {
    storeName: '강남 휴대폰 성지',
    sellerImageSrc: storePhoto,
    rating: 4.8,
    successfulBidCount: 128,
    businessVerifiedAt: '2026-03-02T01:00:00.000Z',
    figures: bidPhoneFigures,
    onSelect: fn(),
    onViewDetail: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BidderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '구매 신청하기' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    const detail = canvas.getByRole('button', { name: '견적 상세 보기' });
    detail.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '구매 신청하기' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onViewDetail).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
  },
};
export const Rental: Story = {
  args: { storeName: '행복 정수기 강남점', figures: rentalFigures },
};
export const Internet: Story = {
  args: { storeName: '역삼 인터넷 센터', figures: bidInternetFigures },
};
export const Selecting: Story = {
  args: { selecting: true },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('button', { name: '구매 신청하기' });
    await expect(select).toBeDisabled();
    await userEvent.click(select, { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};
export const SelectionClosed: Story = { args: { selectDisabled: true } };
export const Chosen: Story = {
  args: { outcome: 'chosen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('group', { name: '강남 휴대폰 성지' }),
    ).toHaveAccessibleDescription('구매 신청한 견적');
    await expect(canvas.queryByRole('button', { name: '구매 신청하기' })).not.toBeInTheDocument();
  },
};
export const NotChosen: Story = { args: { outcome: 'notChosen', storeName: '홍대 폰 마켓' } };
export const MissingPhoto: Story = {
  args: { sellerImageSrc: 'data:image/png;base64,broken', rating: null, successfulBidCount: 0 },
};
export const ZeroAndLargeNumbers: Story = {
  args: {
    figures: [
      { key: 'totalSupport', label: '총 지원금', value: '0원', emphasis: true },
      { key: 'monthlyBill', label: '월 납부액', value: '12,345,678원' },
    ],
  },
};
export const LongKoreanName: Story = {
  args: { storeName: '서울특별시 강남구 테헤란로 본점 휴대폰 할인 전문 매장 공식 대리점' },
};
export const WithStoreLink: Story = { args: { sellerHref: '/store-information/42' } };
/** The app's own addition under the actions: here a link to ask the store a question. */
export const WithFooter: Story = {
  args: {
    footer: (
      <a href="/quotation-details/93/1/messages" style={{ fontSize: 14 }}>
        판매점에 문의하기
      </a>
    ),
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <BidderCard {...args} />
      <BidderCard
        {...args}
        storeName="행복 정수기 강남점"
        figures={rentalFigures}
        sellerImageSrc={null}
      />
      <BidderCard {...args} selecting />
      <BidderCard {...args} selectDisabled rating={null} successfulBidCount={0} />
      {bidderCardVariants.outcome.values.map((outcome) => (
        <BidderCard key={outcome} {...args} outcome={outcome} />
      ))}
    </div>
  ),
};
