import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties, ReactNode } from 'react';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { vars } from '../../tokens/css-variables';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { SplitLayout } from './SplitLayout';
import { splitLayoutVariants } from './SplitLayout.variants';

const panel: CSSProperties = {
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
};

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} style={panel}>
      <Heading level={2} size="md">
        {title}
      </Heading>
      {children}
    </section>
  );
}

const request = (
  <Panel title="요청 내용">
    <Text tone="subtle">갤럭시 S25 울트라 256GB · 번호이동 · SKT · 24개월 할부</Text>
  </Panel>
);
const bidForm = (
  <Panel title="견적 작성">
    <Text tone="subtle">추가지원금과 현금 사은품을 적어 주세요.</Text>
  </Panel>
);

// The story tests take their viewport from these globals; without one they run 1200 px wide.
const mobile = { viewport: { value: 'mobile', isRotated: false } };
const wide = { viewport: { value: 'wide', isRotated: false } };
const boxOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('region', { name }).getBoundingClientRect();

const meta = {
  title: 'Layout/SplitLayout',
  component: SplitLayout,
  tags: ['autodocs'],
  args: { primary: request, secondary: bidForm },
  globals: mobile,
  argTypes: {
    ...variantArgTypes(splitLayoutVariants),
    primary: { control: false },
    secondary: { control: false },
  },
} satisfies Meta<typeof SplitLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a phone the columns stack, the primary one first. */
export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const primary = boxOf(canvasElement, '요청 내용');
    const secondary = boxOf(canvasElement, '견적 작성');
    await expect(secondary.top).toBeGreaterThan(primary.bottom);
    await expect(secondary.left).toBeCloseTo(primary.left, 0);
  },
};

export const StackedSecondaryFirst: Story = {
  args: { stackOrder: 'secondaryFirst' },
  play: async ({ canvasElement }) => {
    await expect(boxOf(canvasElement, '요청 내용').top).toBeGreaterThan(
      boxOf(canvasElement, '견적 작성').bottom,
    );
  },
};

/** From 1024 px, two columns: the secondary one takes a third of the row by default. */
export const Wide: Story = {
  globals: wide,
  play: async ({ canvasElement }) => {
    const primary = boxOf(canvasElement, '요청 내용');
    const secondary = boxOf(canvasElement, '견적 작성');
    await expect(secondary.left).toBeGreaterThan(primary.right);
    await expect(secondary.top).toBeCloseTo(primary.top, 0);
    await expect(primary.width / secondary.width).toBeCloseTo(2, 1);
  },
};

export const WideHalf: Story = {
  globals: wide,
  args: { secondaryWidth: 'half' },
  play: async ({ canvasElement }) => {
    const primary = boxOf(canvasElement, '요청 내용');
    await expect(boxOf(canvasElement, '견적 작성').width).toBeCloseTo(primary.width, 0);
  },
};

/** Stacked first on a phone, the secondary column still sits at the end when wide. */
export const WideSecondaryFirst: Story = {
  globals: wide,
  args: { stackOrder: 'secondaryFirst' },
  play: async ({ canvasElement }) => {
    await expect(boxOf(canvasElement, '견적 작성').left).toBeGreaterThan(
      boxOf(canvasElement, '요청 내용').right,
    );
  },
};

/** A long list beside a short summary: the summary stays in view while the page scrolls. */
export const StickySecondary: Story = {
  globals: wide,
  args: {
    stickySecondary: true,
    primary: (
      <Panel title="받은 요청">
        <ol>
          {Array.from({ length: 40 }, (_, index) => (
            <li key={index}>견적 요청 {index + 1}번: 갤럭시 S25 번호이동</li>
          ))}
        </ol>
      </Panel>
    ),
    secondary: (
      <Panel title="오늘 요약">
        <Text tone="subtle">새 요청 3건 · 보낸 견적 12건</Text>
      </Panel>
    ),
  },
  play: async ({ canvasElement }) => {
    const scroller = document.scrollingElement!;
    scroller.scrollTop = 600;
    await expect(scroller.scrollTop).toBeGreaterThan(0);
    await expect(boxOf(canvasElement, '오늘 요약').top).toBeCloseTo(16, 0);
    scroller.scrollTop = 0;
  },
};

/** Every width at both stack orders, at the wide viewport. */
export const AllVariants: Story = {
  globals: wide,
  render: () => (
    <div style={{ display: 'grid', gap: vars.space[6] }}>
      {splitLayoutVariants.stackOrder.values.flatMap((stackOrder) =>
        splitLayoutVariants.secondaryWidth.values.map((secondaryWidth) => (
          <SplitLayout
            key={`${stackOrder}-${secondaryWidth}`}
            secondaryWidth={secondaryWidth}
            stackOrder={stackOrder}
            primary={<Text style={panel}>주 영역 ({stackOrder})</Text>}
            secondary={<Text style={panel}>보조 영역 ({secondaryWidth})</Text>}
          />
        )),
      )}
    </div>
  ),
};
