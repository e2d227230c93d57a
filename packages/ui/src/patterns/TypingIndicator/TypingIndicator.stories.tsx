import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChatBubble } from '../ChatBubble';
import { TypingIndicator } from './TypingIndicator';

const meta = {
  title: 'Chat/TypingIndicator',
  component: TypingIndicator,
  tags: ['autodocs'],
  args: { name: '견적마켓 강남점' },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('판매점이 입력 중');
  },
};
export const WithoutName: Story = { args: { name: undefined } };
export const CustomLabel: Story = { args: { label: '견적마켓이 답변을 준비하고 있어요' } };

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <ChatBubble name={args.name}>어떤 통신사를 쓰고 계신가요?</ChatBubble>
      <TypingIndicator {...args} />
      <TypingIndicator label="다음 질문을 준비하는 중" />
    </div>
  ),
};
