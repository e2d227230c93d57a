import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { vars } from '../../tokens/css-variables';
import { Page } from './Page';
import { pageVariants } from './Page.variants';

/** The app sets `--vh` to 1% of the real viewport; 8.12px is the 812px story viewport. */
const frame = { '--vh': '8.12px', margin: -16, background: vars.color.surface } as CSSProperties;

const meta = {
  title: 'Layout/Page',
  component: Page,
  tags: ['autodocs'],
  args: { children: '견적마켓에서 최저가 견적을 받아 보세요.' },
  argTypes: variantArgTypes(pageVariants),
  decorators: [
    (Story) => (
      <div style={frame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const heightOf = (element: Element) => element.getBoundingClientRect().height;

export const WithHeaderAndNavigation: Story = {
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('[data-qm="page"]')!;
    await expect(heightOf(page)).toBeCloseTo(812 - 113, 0);
  },
};

export const WithHeader: Story = {
  args: { heightMode: 'withHeader', children: '휴대폰 본인인증' },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('[data-qm="page"]')!;
    await expect(heightOf(page)).toBeCloseTo(812 - 59, 0);
  },
};

export const Full: Story = {
  args: { heightMode: 'full', children: '로그인' },
  play: async ({ canvasElement }) => {
    const page = canvasElement.querySelector('[data-qm="page"]')!;
    await expect(heightOf(page)).toBeCloseTo(812, 0);
  },
};

/** Content taller than the area scrolls inside it; a keyboard user can focus and scroll it. */
export const LongContent: Story = {
  args: {
    tabIndex: 0,
    role: 'region',
    'aria-label': '견적 목록',
    children: (
      <ol>
        {Array.from({ length: 40 }, (_, index) => (
          <li key={index}>판매점 견적 {index + 1}번: 갤럭시 S25 번호이동</li>
        ))}
      </ol>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement).getByRole('region', { name: '견적 목록' });
    await expect(page.scrollHeight).toBeGreaterThan(page.clientHeight);
    page.focus();
    await expect(page).toHaveFocus();
  },
};

/** The three height modes side by side, each outlined, at a quarter of the story viewport. */
export const AllVariants: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      {pageVariants.heightMode.values.map((mode) => (
        <div key={mode} style={{ '--vh': '4px', flex: 1 } as CSSProperties}>
          <Page heightMode={mode} style={{ outline: `1px dashed ${vars.color.textDisabled}` }}>
            {mode}
          </Page>
        </div>
      ))}
    </div>
  ),
};
