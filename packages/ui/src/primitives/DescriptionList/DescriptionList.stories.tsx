import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { vars } from '../../tokens/css-variables';
import { DescriptionList } from './DescriptionList';
import { descriptionListVariants } from './DescriptionList.variants';

const priceItems = [
  { term: '출고가', description: '1,698,400원' },
  { term: '공시지원금', description: '-500,000원' },
  { term: '추가지원금', description: '-150,000원' },
  { term: '할부원금', description: '1,048,400원', emphasis: true },
];

const requestItems = [
  { term: '통신사', description: 'SKT' },
  { term: '가입 유형', description: '번호이동' },
  { term: '요금제 (월)', description: '5GX 프라임 89,000원' },
  { term: '약정 기간', description: '24개월' },
];

// The story tests take their viewport from these globals; without one they run 1200 px wide.
const mobile = { viewport: { value: 'mobile', isRotated: false } };
const wide = { viewport: { value: 'wide', isRotated: false } };

const pairsOf = (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  return {
    terms: canvas.getAllByRole('term').map((term) => term.getBoundingClientRect()),
    values: canvas.getAllByRole('definition').map((value) => value.getBoundingClientRect()),
  };
};

const meta = {
  title: 'Lists/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  args: { items: priceItems },
  argTypes: { ...variantArgTypes(descriptionListVariants), items: { control: false } },
  globals: mobile,
  decorators: [
    (Story) => (
      <div style={{ padding: vars.space[4], background: vars.color.surface }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Price lines: the term at the start, its value at the end of the same line. */
export const Rows: Story = {
  play: async ({ canvasElement }) => {
    const { terms, values } = pairsOf(canvasElement);
    const list = canvasElement.querySelector('dl')!.getBoundingClientRect();
    await expect(values[0]!.top).toBeCloseTo(terms[0]!.top, 0);
    await expect(values[0]!.right).toBeCloseTo(list.right, 0);
    await expect(terms[1]!.top).toBeGreaterThan(terms[0]!.bottom);
  },
};

/** Term over value, one pair a row on a phone. */
export const Grid: Story = {
  args: { layout: 'grid', items: requestItems },
  play: async ({ canvasElement }) => {
    const { terms, values } = pairsOf(canvasElement);
    await expect(values[0]!.top).toBeGreaterThanOrEqual(terms[0]!.bottom);
    await expect(terms[1]!.left).toBeCloseTo(terms[0]!.left, 0);
  },
};

/** From 1024 px the grid puts two pairs side by side. */
export const GridWide: Story = {
  globals: wide,
  args: { layout: 'grid', items: requestItems },
  play: async ({ canvasElement }) => {
    const { terms } = pairsOf(canvasElement);
    await expect(terms[1]!.top).toBeCloseTo(terms[0]!.top, 0);
    await expect(terms[1]!.left).toBeGreaterThan(terms[0]!.right);
    await expect(terms[2]!.left).toBeCloseTo(terms[0]!.left, 0);
  },
};

export const LongKoreanText: Story = {
  args: {
    items: [
      {
        term: '매장에 남긴 요청 사항',
        description: '평일 저녁 7시 이후 방문 가능하고 기존 번호를 그대로 쓰고 싶어요',
      },
      { term: '희망 색상', description: '티타늄 실버' },
    ],
  },
};

/** Both layouts with an emphasised pair, at the wide viewport. */
export const AllVariants: Story = {
  globals: wide,
  render: () => (
    <div style={{ display: 'grid', gap: vars.space[8] }}>
      {descriptionListVariants.layout.values.map((layout) => (
        <DescriptionList
          key={layout}
          layout={layout}
          items={layout === 'rows' ? priceItems : [...requestItems, priceItems[3]!]}
        />
      ))}
    </div>
  ),
};
