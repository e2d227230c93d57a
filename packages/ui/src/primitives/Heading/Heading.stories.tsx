import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { Heading } from './Heading';
import { headingVariants } from './Heading.variants';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  tags: ['autodocs'],
  args: { children: '휴대폰 본인인증' },
  argTypes: {
    ...variantArgTypes(headingVariants),
    level: { control: { type: 'inline-radio' }, options: [1, 2, 3, 4] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: '휴대폰 본인인증' }),
    ).toBeVisible();
  },
};

export const ListLabel: Story = {
  args: { level: 3, size: 'sm', tone: 'subtle', children: '고객 지원' },
};

/** Every size in both tones. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {headingVariants.tone.values.map((tone) =>
        headingVariants.size.values.map((size) => (
          <Heading key={`${tone}-${size}`} level={3} size={size} tone={tone}>
            {`${size} · ${tone} — 최저가 견적을 받아 보세요`}
          </Heading>
        )),
      )}
    </div>
  ),
};
