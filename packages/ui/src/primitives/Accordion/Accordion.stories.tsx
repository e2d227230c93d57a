import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Accordion } from './Accordion';
import { sampleFaq } from './faq.fixture';

const meta = {
  title: 'Layout/Accordion',
  component: Accordion,
  tags: ['autodocs'],
  args: { items: sampleFaq, onValueChange: fn() },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: '견적마켓은 어떤 서비스인가요?' });
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const second = canvas.getByRole('button', { name: '회원가입은 어떻게 하나요?' });
    await expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
};

export const OneOpen: Story = { args: { defaultValue: 'quote-1' } };

export const LongKoreanText: Story = {
  args: {
    items: [
      {
        id: 'long',
        question: '휴대폰 견적을 요청했는데 48시간이 지나도 입찰한 판매점이 없으면 어떻게 되나요?',
        answer:
          '입찰이 없으면 견적 요청이 자동으로 종료돼요.\n조건을 바꿔 다시 견적 요청을 하거나, 자주 묻는 질문의 다른 항목을 확인해 주세요.',
      },
    ],
    defaultValue: 'long',
  },
};

export const WithoutQuestionMark: Story = { args: { questionMark: '' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Accordion items={sampleFaq.slice(0, 2)} />
      <Accordion items={sampleFaq.slice(2, 4)} defaultValue="quote-1" />
      <Accordion items={sampleFaq.slice(4)} defaultValue="service-2" questionMark="" />
    </div>
  ),
};
