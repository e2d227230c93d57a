import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuoteCard } from './QuoteCard';
import { internetFigures, phoneFigures, rentalFigures } from './QuoteCard.fixtures';

const phoneImage =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#F2F4F6"/><rect x="31" y="12" width="34" height="72" rx="7" fill="#191F28"/><rect x="34" y="17" width="28" height="60" rx="4" fill="#1B64DA"/></svg>',
  );
const storePhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#E8F0FE"/><rect x="18" y="40" width="60" height="40" fill="#1B64DA"/><path d="M12 40 24 18h48l12 22z" fill="#164AA6"/></svg>',
  );

const meta = {
  title: 'Commerce/QuoteCard',
  component: QuoteCard,
  tags: ['autodocs'],
  args: {
    productName: '갤럭시 S25 울트라 256GB',
    productImageSrc: phoneImage,
    seller: { storeName: '강남 휴대폰 성지', imageSrc: storePhoto, rating: 4.8 },
    isLowest: true,
    figures: phoneFigures,
    onViewDetail: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuoteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '견적 상세 보기' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewDetail).toHaveBeenCalledTimes(2);
  },
};
export const Rental: Story = {
  args: {
    productName: '코웨이 아이콘 정수기 2',
    isLowest: false,
    figures: rentalFigures,
  },
};
export const Internet: Story = {
  args: {
    productName: 'SK브로드밴드 > 500M > 인터넷+TV',
    productImageSrc: null,
    figures: internetFigures,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('현금 사은품')).toBeInTheDocument();
    await expect(canvas.getByText('38,500원 · 36개월')).toBeInTheDocument();
    await expect(canvas.queryByText('매장 지원금')).toBeNull();
  },
};
export const MissingImages: Story = {
  args: {
    productImageSrc: null,
    seller: { storeName: '역삼 모바일', imageSrc: 'data:image/png;base64,broken', rating: null },
  },
};
export const ZeroAndLargeNumbers: Story = {
  args: {
    figures: [
      { key: 'totalSupport', label: '총 지원금', value: '0원', emphasis: true },
      { key: 'monthlyBill', label: '월 납부액', value: '1,234,567원' },
      { key: 'ratePlanMonthly', label: '요금제 (월)', value: '0원' },
    ],
    isLowest: false,
  },
};
export const LongKoreanNames: Story = {
  args: {
    productName: '삼성전자 갤럭시 Z 폴드6 자급제 1TB 크래프티드 블랙 한정판 패키지',
    seller: {
      storeName: '서울특별시 강남구 테헤란로 본점 휴대폰 할인 전문 매장 공식 대리점',
      imageSrc: storePhoto,
      rating: 4.25,
    },
  },
};
export const AsLink: Story = {
  args: { onViewDetail: undefined, href: '/my-quote-history-details/12/7' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: '견적 상세 보기' });
    await expect(link).toHaveAttribute('href', '/my-quote-history-details/12/7');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <QuoteCard {...args} />
      <QuoteCard {...args} isLowest={false} productImageSrc={null} />
      <QuoteCard {...args} productName="코웨이 아이콘 정수기 2" figures={rentalFigures} />
      <QuoteCard
        {...args}
        isLowest={false}
        productName="SK브로드밴드 > 500M > 인터넷+TV"
        figures={internetFigures}
        onViewDetail={undefined}
        href="/my-quote-history-details-internet/3/9"
      />
    </div>
  ),
};
