import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { Text } from '../../primitives/Text';
import { vars } from '../../tokens/css-variables';
import { ConsoleLayout } from './ConsoleLayout';

/** Where the dealer console's menu goes, with a count of new requests as the app passes it. */
const navItems = [
  { key: 'home', label: '홈', href: '/', icon: <Icon name="home" /> },
  {
    key: 'requests',
    label: '받은 요청',
    href: '/requests',
    icon: <Icon name="quote-check" />,
    count: 3,
  },
  { key: 'bids', label: '보낸 견적', href: '/bids', icon: <Icon name="history" /> },
  { key: 'reviews', label: '리뷰', href: '/reviews', icon: <Icon name="star" /> },
  { key: 'store', label: '매장 정보', href: '/store', icon: <Icon name="store" /> },
];

const requestList = (
  <div style={{ display: 'grid', gap: vars.space[3], padding: vars.space[4] }}>
    <Heading level={1}>받은 요청</Heading>
    <ol style={{ display: 'grid', gap: vars.space[2], margin: 0, paddingLeft: vars.space[5] }}>
      {Array.from({ length: 30 }, (_, index) => (
        <li key={index}>
          <Text as="span">견적 요청 {index + 1}번: 갤럭시 S25 울트라 번호이동</Text>
        </li>
      ))}
    </ol>
  </div>
);

// The story tests take their viewport from these globals; without one they run 1200 px wide.
const mobile = { viewport: { value: 'mobile', isRotated: false } };
const wide = { viewport: { value: 'wide', isRotated: false } };

const meta = {
  title: 'Layout/ConsoleLayout',
  component: ConsoleLayout,
  tags: ['autodocs'],
  args: {
    brand: '견적마켓 파트너',
    storeName: '행복폰 강남점',
    navItems,
    activeKey: 'requests',
    navLabel: '판매점 메뉴',
    actions: (
      <Button variant="ghost" size="sm">
        로그아웃
      </Button>
    ),
    children: requestList,
  },
  argTypes: {
    activeKey: { control: { type: 'inline-radio' }, options: navItems.map((item) => item.key) },
    actions: { control: false },
    children: { control: false },
  },
  globals: mobile,
  decorators: [
    (Story) => (
      <div style={{ margin: -16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsoleLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone: a top bar, and the menu as a tab bar that never covers the end of the content. */
export const Phone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: '판매점 메뉴' });
    await expect(nav.getBoundingClientRect().bottom).toBeCloseTo(window.innerHeight, 0);
    await expect(canvas.getByRole('banner').getBoundingClientRect().top).toBe(0);
    await expect(canvas.getByRole('link', { name: '받은 요청 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const scroller = document.scrollingElement!;
    scroller.scrollTop = scroller.scrollHeight;
    const lastItem = canvas.getByText('견적 요청 30번: 갤럭시 S25 울트라 번호이동');
    await expect(lastItem.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      nav.getBoundingClientRect().top,
    );
    scroller.scrollTop = 0;
  },
};

/** The skip link comes first and takes the keyboard past the menu to the content. */
export const SkipToContent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: '본문으로 건너뛰기' });
    await expect(skip).toHaveFocus();
    // The global reduced-motion rule still gives it a tiny transition: it lands a frame later.
    await waitFor(() => expect(skip.getBoundingClientRect().top).toBeGreaterThanOrEqual(0));
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** On the counter PC: the sidebar beside the content, the menu as a list. */
export const CounterPc: Story = {
  globals: wide,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(sidebar.width).toBeCloseTo(240, 0);
    await expect(sidebar.height).toBeCloseTo(window.innerHeight, 0);
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBeGreaterThanOrEqual(
      sidebar.right,
    );
    const home = canvas.getByRole('link', { name: '홈' }).getBoundingClientRect();
    const requests = canvas.getByRole('link', { name: '받은 요청 3' }).getBoundingClientRect();
    await expect(requests.top).toBeGreaterThanOrEqual(home.bottom);
    await expect(requests.left).toBeCloseTo(home.left, 0);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '로그아웃' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '홈' })).toHaveFocus();
  },
};

export const CounterPcOtherPage: Story = {
  globals: wide,
  args: { activeKey: 'reviews' },
};

/** No store name or actions yet (before sign-in); a route outside the menu marks no item. */
export const Minimal: Story = {
  args: { storeName: undefined, actions: undefined, activeKey: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

export const LongStoreNameAndManyRequests: Story = {
  args: {
    storeName: '행복한 휴대폰 세상 강남역 11번 출구 직영 본점',
    navItems: navItems.map((item) => (item.key === 'requests' ? { ...item, count: 128 } : item)),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: '받은 요청 99+' }),
    ).toBeInTheDocument();
  },
};

export const LongStoreNameAndManyRequestsWide: Story = {
  ...LongStoreNameAndManyRequests,
  globals: wide,
};

/** A console with more sections than a phone's bar holds: the bar scrolls, the current one in view. */
export const ManySections: Story = {
  args: {
    navItems: [
      '대시보드',
      '견적 요청',
      '입점 신청',
      '판매점',
      '신고',
      '후기 검토',
      '상품',
      '공지사항',
      '자주 묻는 질문',
      '1:1 문의',
      '감사 기록',
    ].map((label, index) => ({ key: `section-${index}`, label, href: `/section-${index}` })),
    activeKey: 'section-9',
    navLabel: '운영 메뉴',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('navigation', { name: '운영 메뉴' }).querySelector('ul')!;
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const current = canvas.getByRole('link', { name: '1:1 문의' }).getBoundingClientRect();
    await expect(current.left).toBeGreaterThanOrEqual(0);
    await expect(current.right).toBeLessThanOrEqual(window.innerWidth);
    const faq = canvas.getByText('자주 묻는 질문');
    await expect(faq.scrollWidth).toBeLessThanOrEqual(faq.clientWidth);
  },
};
