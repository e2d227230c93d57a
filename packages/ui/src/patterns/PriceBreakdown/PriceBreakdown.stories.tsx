import type { Meta, StoryObj } from '@storybook/react-vite';
import { variantArgTypes } from '../../internal/variants';
import { KeyValueList, PriceBreakdown } from './PriceBreakdown';
import { priceBreakdownVariants } from './PriceBreakdown.variants';

const phoneItems = [
  { label: '출고가', amount: 1155000 },
  { label: '공시지원금', amount: 500000, minus: true },
  { label: '추가지원금', amount: 300000, minus: true },
  {
    label: '총 지원금',
    amount: 800000,
    emphasis: true,
    note: '공시지원금과 추가지원금을 더한 금액이에요',
  },
  { label: '할부 개월', amount: null, valueText: '24개월' },
  { label: '월 할부금', amount: 14792 },
  { label: '월 통신요금', amount: 69000 },
];

const meta = {
  title: 'Commerce/PriceBreakdown',
  component: PriceBreakdown,
  tags: ['autodocs'],
  args: { items: phoneItems, total: { label: '월 납부액', amount: 83792 } },
  argTypes: variantArgTypes(priceBreakdownVariants),
} satisfies Meta<typeof PriceBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {};
export const Card: Story = { args: { variant: 'card' } };
export const Rental: Story = {
  args: {
    variant: 'card',
    items: [
      { label: '월 렌탈료', amount: 29900 },
      { label: '매장 지원금', amount: 120000, minus: true, note: '36개월로 나누어 매월 할인돼요' },
      { label: '월 지원금', amount: 3333, minus: true },
    ],
    total: { label: '지원금 적용 후 월 렌탈료', amount: 26567 },
  },
};
export const ZeroAndLarge: Story = {
  args: {
    items: [
      { label: '공시지원금', amount: 0, minus: true },
      { label: '출고가', amount: 2_499_000_000 },
      { label: '할부 이자 (월)', amount: null },
    ],
    total: undefined,
  },
};
export const LongKoreanLabels: Story = {
  args: {
    items: [
      {
        label: '인터넷과 TV를 함께 가입하고 휴대폰을 결합했을 때 받는 결합 할인 금액',
        amount: 16500,
        minus: true,
        note: '결합 할인은 통신사 정책에 따라 달라질 수 있으며, 가입 후 다음 달 요금부터 적용돼요',
      },
    ],
    total: { label: '결합 후 월 요금', amount: 38500 },
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, width: 343 }}>
      {priceBreakdownVariants.variant.values.map((variant) => (
        <PriceBreakdown key={variant} {...args} variant={variant} />
      ))}
      <PriceBreakdown items={[{ label: '공시지원금', amount: 0, minus: true }]} />
      <KeyValueList
        variant="card"
        items={[
          { label: '관리 방식', value: '방문 관리' },
          { label: '관리 주기', value: '4개월' },
          { label: '약정 기간', value: '36개월' },
        ]}
      />
    </div>
  ),
};
