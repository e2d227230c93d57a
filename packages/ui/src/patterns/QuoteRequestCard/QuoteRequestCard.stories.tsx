import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { LinkComponentProps } from '../../link/LinkProvider';
import { LinkProvider } from '../../link/LinkProvider';
import { Badge } from '../../primitives/Badge';
import { QuoteRequestCard } from './QuoteRequestCard';
import {
  bestPhoneFigures,
  fixedNow,
  now,
  phoneImage,
  sampleSellers,
} from './QuoteRequestCard.fixtures';

const hours = 3600_000;
let lastHref = '';

/** Stories stay on the page: the link only records where it would go. */
function StoryLink({ href, children, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        lastHref = href;
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Commerce/QuoteRequestCard',
  component: QuoteRequestCard,
  tags: ['autodocs'],
  args: {
    productName: '갤럭시 S26',
    productImageSrc: phoneImage,
    options: ['SM-S942N', '블랙', '256GB'],
    href: '/check-quotation-details/26/1',
    estimationCount: 4,
    sellers: sampleSellers(4),
    deadline: fixedNow + 41 * hours + 22 * 60_000 + 10_000,
    now,
    best: { storeName: '잠실 통신플라자', figures: bestPhoneFigures },
  },
  decorators: [
    (Story) => (
      <LinkProvider component={StoryLink}>
        <div style={{ width: 343 }}>
          <Story />
        </div>
      </LinkProvider>
    ),
  ],
} satisfies Meta<typeof QuoteRequestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithQuotes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: '갤럭시 S26' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastHref).toBe('/check-quotation-details/26/1');
  },
};

export const MoreThanFiveStores: Story = {
  args: { estimationCount: 12, sellers: sampleSellers(12) },
};

export const Rental: Story = {
  args: {
    productName: '코웨이 아이콘 정수기 2 직수 정수 전용',
    productImageSrc: null,
    options: ['CP-7211N', '페블 그레이'],
    estimationCount: 3,
    sellers: sampleSellers(3),
    best: {
      storeName: '판교 정수기·가전 렌탈센터',
      figures: [
        { key: 'all-in', label: '36개월 총 비용', value: '909,200원', emphasis: true },
        { key: 'subsidy', label: '매장 지원금', value: '160,000원' },
        { key: 'rental', label: '월 렌탈료', value: '29,700원 · 36개월' },
      ],
    },
  },
};

export const Waiting: Story = {
  args: { estimationCount: 0, sellers: [], best: null },
};

export const Urgent: Story = { args: { deadline: fixedNow + 42 * 60_000 } };

export const Closed: Story = {
  args: { deadline: fixedNow - 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('마감');
  },
};

export const LongKoreanText: Story = {
  args: {
    productName: 'SK브로드밴드 > 1기가 > 인터넷+TV+집전화 (B tv All 플러스, 와이파이 공유기 포함)',
    options: ['신규가입', '휴대폰 결합', '월 4만 원대', '게임과 고화질 영상을 주로 봐요'],
  },
};

/** As a dealer sees a request: its details on lines of their own, a count without faces, a mark. */
export const DealerInbox: Story = {
  args: {
    options: undefined,
    details: ['삼성 · 휴대폰', '색상 블랙 · 용량 256GB', 'SKT · 번호이동 · 24개월 외 2개'],
    headingLevel: 2,
    estimationCount: 3,
    sellers: undefined,
    best: null,
    waitingText: null,
    receivedText: (count) => `${count}개 매장 입찰`,
    status: <Badge tone="success">입찰함</Badge>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '갤럭시 S26' })).toBeVisible();
    await expect(canvas.getByText('3개 매장 입찰')).toBeVisible();
    await expect(canvas.getByText('입찰함')).toBeVisible();
    await expect(canvasElement.querySelector('[data-part="waiting"]')).toBeNull();
    await expect(canvasElement.querySelector('[data-qm="seller-avatars"]')).toBeNull();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <QuoteRequestCard {...args} />
      <QuoteRequestCard {...args} estimationCount={12} sellers={sampleSellers(12)} />
      <QuoteRequestCard {...args} estimationCount={0} sellers={[]} best={null} />
      <QuoteRequestCard {...args} deadline={fixedNow - 1000} productImageSrc={null} />
    </div>
  ),
};
