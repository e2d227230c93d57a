import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ProgressBar } from '../../primitives/ProgressBar';
import { AnswerButtons } from '../AnswerButtons';
import { ChatBubble } from '../ChatBubble';
import { ChatTranscript } from '../ChatTranscript';
import { ChatLayout } from './ChatLayout';

const dealer = '견적마켓';
const messages: { side: 'dealer' | 'shopper'; text: string }[] = [
  { side: 'dealer', text: '안녕하세요! 최저가 견적을 받기 위해 몇 가지만 여쭤볼게요.' },
  { side: 'dealer', text: '휴대폰은 누가 사용하실 건가요?' },
  { side: 'shopper', text: '본인' },
  { side: 'dealer', text: '사용하실 분의 연령대를 알려 주세요.' },
  { side: 'shopper', text: '만 19~34세' },
  { side: 'dealer', text: '요금 복지 할인 대상에 해당하시나요?' },
  { side: 'shopper', text: '해당 없음' },
  { side: 'dealer', text: '어떤 방식으로 가입하실 건가요?' },
];

function Transcript({ count = messages.length }: { count?: number }) {
  return (
    <ChatTranscript>
      {messages.slice(0, count).map((message, index) => (
        <ChatBubble
          key={index}
          side={message.side}
          name={message.side === 'dealer' ? dealer : undefined}
        >
          {message.text}
        </ChatBubble>
      ))}
    </ChatTranscript>
  );
}

const onSelect = fn();

const answers = (
  <AnswerButtons
    label="어떤 방식으로 가입하실 건가요?"
    onSelect={onSelect}
    options={[
      { id: 11, label: '지금 통신사 그대로 쓸래요 (기기변경)' },
      { id: 12, label: '번호는 두고 통신사를 바꿀래요 (번호이동)' },
      { id: 13, label: '새 번호로 가입할래요 (신규가입)' },
    ]}
  />
);

const meta = {
  title: 'Chat/ChatLayout',
  component: ChatLayout,
  tags: ['autodocs'],
  args: {
    top: <ProgressBar value={43} showValue label="견적 요청 진행률" />,
    children: <Transcript />,
    footer: answers,
  },
  decorators: [
    (Story) => (
      <div style={{ width: 375, height: 560, background: '#f2f4f6' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAnswers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const footer = canvas.getByRole('region', { name: '답변' });
    await userEvent.click(within(footer).getByRole('button', { name: /번호이동/ }));
    await expect(onSelect).toHaveBeenLastCalledWith(12);
    // The conversation scrolls inside the layout; the answers stay in view under it.
    const log = canvas.getByRole('log');
    await expect(log.scrollHeight).toBeGreaterThan(log.clientHeight);
    await expect(footer.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      canvasElement.getBoundingClientRect().bottom + 1,
    );
  },
};

export const WithRequestButton: Story = {
  args: {
    footer: (
      <Button size="lg" fullWidth>
        지금 바로 견적 받기
      </Button>
    ),
    footerLabel: '견적 요청',
  },
};

export const ConversationOnly: Story = {
  args: { top: undefined, footer: undefined, children: <Transcript count={3} /> },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 375px)', gap: 16 }}>
      <div style={{ height: 560 }}>
        <ChatLayout top={<ProgressBar value={43} showValue label="진행률 43" />} footer={answers}>
          <Transcript />
        </ChatLayout>
      </div>
      <div style={{ height: 560 }}>
        <ChatLayout
          top={<ProgressBar value={100} showValue label="진행률 100" />}
          footerLabel="견적 요청"
          footer={
            <Button size="lg" fullWidth>
              지금 바로 견적 받기
            </Button>
          }
        >
          <Transcript count={4} />
        </ChatLayout>
      </div>
      <div style={{ height: 560 }}>
        <ChatLayout>
          <Transcript count={2} />
        </ChatLayout>
      </div>
    </div>
  ),
};
