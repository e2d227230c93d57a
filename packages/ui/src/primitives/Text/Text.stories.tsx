import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { Text } from './Text';
import { textVariants } from './Text.variants';

const meta = {
  title: 'Typography/Text',
  component: Text,
  tags: ['autodocs'],
  args: { children: '견적 요청을 위해 약관에 동의하고 휴대폰 번호를 인증해 주세요.' },
  argTypes: {
    ...variantArgTypes(textVariants),
    as: { control: { type: 'inline-radio' }, options: ['p', 'span', 'div'] },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Body: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/휴대폰 번호를 인증해 주세요/)).toBeVisible();
  },
};

export const Subtle: Story = { args: { tone: 'subtle' } };
export const ErrorMessage: Story = {
  args: { size: 'sm', tone: 'danger', role: 'alert', children: '인증번호가 맞지 않아요.' },
};

/** Every tone at every size. */
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {textVariants.tone.values.map((tone) =>
        textVariants.size.values.map((size) => (
          <Text key={`${tone}-${size}`} size={size} tone={tone}>
            {`${size} · ${tone} — 최저가 견적을 비교해 보세요`}
          </Text>
        )),
      )}
    </div>
  ),
};
