import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExpandableCard } from './ExpandableCard';

const detail = (
  <dl style={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 8, margin: 0 }}>
    <dt>출고가</dt>
    <dd style={{ margin: 0 }}>1,155,000원</dd>
    <dt>월 납부액</dt>
    <dd style={{ margin: 0 }}>89,000원</dd>
    <dt>약정 기간</dt>
    <dd style={{ margin: 0 }}>24개월</dd>
  </dl>
);

const meta = {
  title: 'Lists/ExpandableCard',
  component: ExpandableCard,
  tags: ['autodocs'],
  args: {
    title: '갤럭시 S25 울트라 256GB',
    subtitle: '입찰 매장 7곳 · 강남 휴대폰 성지',
    summary: '최대 850,000원',
    children: detail,
    onExpand: fn(),
    onExpandedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExpandableCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /갤럭시 S25 울트라/ });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('월 납부액')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpand).toHaveBeenCalledTimes(1);
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(3);
  },
};
export const Open: Story = { args: { defaultExpanded: true } };
export const Loading: Story = {
  args: { defaultExpanded: true, children: <p style={{ margin: 0 }}>견적을 불러오는 중이에요…</p> },
};
export const Rental: Story = {
  args: {
    title: '코웨이 아이콘 정수기 2',
    subtitle: '입찰 매장 3곳 · 월 29,900원 · 36개월',
    summary: '최대 120,000원',
  },
};
export const LongKoreanTitle: Story = {
  args: {
    title: '삼성전자 비스포크 AI 하이브리드 냉장고 4도어 키친핏 맥스 프리스탠딩 메탈 새틴 베이지',
    subtitle: '입찰 매장 12곳 · 서울특별시 강남구 테헤란로 본점 가전 전문 매장',
    summary: '최대 1,234,500원',
  },
};
export const WithoutSummary: Story = { args: { summary: undefined, subtitle: undefined } };

/** The history pattern: the detail loads the first time a card opens. */
export const LazyLoad: Story = {
  render: function Render(args) {
    const [loaded, setLoaded] = useState(false);
    return (
      <ExpandableCard
        {...args}
        onExpand={() => {
          args.onExpand?.();
          setTimeout(() => setLoaded(true), 300);
        }}
      >
        {loaded ? detail : <p style={{ margin: 0 }}>견적을 불러오는 중이에요…</p>}
      </ExpandableCard>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText('견적을 불러오는 중이에요…')).toBeVisible();
    await expect(await canvas.findByText('월 납부액')).toBeVisible();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ExpandableCard {...args} />
      <ExpandableCard {...args} defaultExpanded />
      <ExpandableCard
        {...args}
        title="SK브로드밴드 > 500M > 인터넷+TV"
        subtitle="입찰 매장 2곳"
        summary="현금 사은품 450,000원"
      />
      <ExpandableCard {...args} summary={undefined} subtitle={undefined} title="코웨이 정수기" />
    </div>
  ),
};
