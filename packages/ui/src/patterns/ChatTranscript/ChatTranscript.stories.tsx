import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { ChatBubble } from '../ChatBubble';
import { TypingIndicator } from '../TypingIndicator';
import { ChatTranscript } from './ChatTranscript';

const dealer = '견적마켓';
const script: { side: 'dealer' | 'shopper'; text: string }[] = [
  { side: 'dealer', text: '안녕하세요! 최저가 견적을 받기 위해 몇 가지만 여쭤볼게요.' },
  { side: 'dealer', text: '휴대폰을 사용하실 분은 누구인가요?' },
  { side: 'shopper', text: '본인' },
  { side: 'dealer', text: '연령대를 선택해 주세요.' },
  { side: 'shopper', text: '30대' },
  { side: 'dealer', text: '가입 유형을 선택해 주세요.' },
  { side: 'shopper', text: '번호이동' },
  { side: 'dealer', text: '지금 사용 중인 통신사는 어디인가요?' },
  { side: 'shopper', text: 'SKT' },
  { side: 'dealer', text: '원하시는 약정 기간을 선택해 주세요.' },
];
const extra = ['24개월', '모든 답변을 받았어요. 바로 견적을 받아 보세요!', '고마워요.'];

function renderMessages(messages: { side: 'dealer' | 'shopper'; text: string }[]) {
  return messages.map((message, index) => (
    <ChatBubble
      key={index}
      side={message.side}
      name={message.side === 'dealer' ? dealer : undefined}
    >
      {message.text}
    </ChatBubble>
  ));
}

const meta = {
  title: 'Chat/ChatTranscript',
  component: ChatTranscript,
  tags: ['autodocs'],
  args: { children: null },
  decorators: [
    (Story) => (
      <div style={{ width: 343, height: 360, display: 'flex', flexDirection: 'column' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatTranscript>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => <ChatTranscript {...args}>{renderMessages(script.slice(0, 5))}</ChatTranscript>,
  play: async ({ canvasElement }) => {
    const log = within(canvasElement).getByRole('log', { name: '대화 내용' });
    await expect(log).toHaveAttribute('aria-live', 'polite');
  },
};

export const Typing: Story = {
  render: (args) => (
    <ChatTranscript {...args}>
      {renderMessages(script.slice(0, 3))}
      <TypingIndicator name={dealer} />
    </ChatTranscript>
  ),
};

export const Empty: Story = {
  render: (args) => <ChatTranscript {...args}>{[]}</ChatTranscript>,
};

function LiveTranscript() {
  const [count, setCount] = useState(script.length);
  const messages = [
    ...script,
    ...extra.map((text, index) => ({
      side: (index === 0 ? 'shopper' : 'dealer') as 'dealer' | 'shopper',
      text,
    })),
  ].slice(0, count);
  return (
    <>
      <ChatTranscript>{renderMessages(messages)}</ChatTranscript>
      <div style={{ paddingTop: 8 }}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setCount((n) => Math.min(n + 1, script.length + extra.length))}
        >
          메시지 추가
        </Button>
      </div>
    </>
  );
}

/** Follows new messages at the bottom; after scrolling up, offers a jump button instead. */
export const FollowsNewMessages: Story = {
  render: () => <LiveTranscript />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    const atBottom = () => log.scrollHeight - log.scrollTop - log.clientHeight <= 24;
    await waitFor(() => expect(atBottom()).toBe(true));

    // At the bottom, a new message is followed.
    await userEvent.click(canvas.getByRole('button', { name: '메시지 추가' }));
    await waitFor(() => expect(atBottom()).toBe(true));
    await expect(canvas.queryByRole('button', { name: /새 메시지/ })).toBeNull();

    // Reading older messages: the next one does not pull the view down.
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    await userEvent.click(canvas.getByRole('button', { name: '메시지 추가' }));
    const jump = await canvas.findByRole('button', { name: /새 메시지/ });
    await expect(log.scrollTop).toBe(0);

    // The keyboard reaches the jump button, which takes the user down.
    jump.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(atBottom()).toBe(true));
    await expect(canvas.queryByRole('button', { name: /새 메시지/ })).toBeNull();
    await expect(log).toHaveFocus();
  },
};

const olderPages = [
  ['지난주에 문의드렸던 사람이에요.', '네, 기억하고 있어요.', '그때 말씀하신 요금제로 할게요.'],
  ['안녕하세요, 견적 보고 연락드려요.', '안녕하세요! 무엇이든 물어보세요.'],
];

/** Older messages arrive a page at a time as the reader reaches the top. */
function TranscriptWithHistory() {
  const [pages, setPages] = useState(0);
  const [loading, setLoading] = useState(false);
  const older = olderPages
    .slice(0, pages)
    .reverse()
    .flat()
    .map((text, index): { side: 'dealer' | 'shopper'; text: string } => ({
      side: index % 2 ? 'dealer' : 'shopper',
      text,
    }));
  return (
    <ChatTranscript
      hasEarlier={pages < olderPages.length}
      loadingEarlier={loading}
      onLoadEarlier={() => {
        setLoading(true);
        setTimeout(() => {
          setPages((n) => n + 1);
          setLoading(false);
        }, 300);
      }}
    >
      {[...older, ...script].map((message) => (
        <ChatBubble
          key={message.text}
          side={message.side}
          name={message.side === 'dealer' ? dealer : undefined}
        >
          {message.text}
        </ChatBubble>
      ))}
    </ChatTranscript>
  );
}

/** Scrolled to the top, the older messages load above, and the one being read stays in place. */
export const LoadsEarlierMessages: Story = {
  tags: ['no-visual'],
  render: () => <TranscriptWithHistory />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    const first = canvas.getByText(script[0]!.text);
    const topBefore = first.getBoundingClientRect().top;
    await canvas.findByText(olderPages[0]![0]!);
    await waitFor(() => expect(log).not.toHaveAttribute('aria-busy'));
    await expect(Math.abs(first.getBoundingClientRect().top - topBefore)).toBeLessThan(2);
    await expect(canvas.queryByRole('button', { name: /새 메시지/ })).toBeNull();

    // The keyboard reaches the button that loads the rest.
    const more = await canvas.findByRole('button', { name: '이전 메시지 보기' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByText(olderPages[1]![0]!);
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: '이전 메시지 보기' })).toBeNull(),
    );
  },
};

export const LoadingEarlierMessages: Story = {
  render: (args) => (
    <ChatTranscript {...args} hasEarlier loadingEarlier onLoadEarlier={() => {}}>
      {renderMessages(script.slice(0, 3))}
    </ChatTranscript>
  ),
};

export const WithEarlierMessages: Story = {
  render: (args) => (
    <ChatTranscript {...args} hasEarlier onLoadEarlier={() => {}}>
      {renderMessages(script.slice(0, 3))}
    </ChatTranscript>
  ),
};

export const AllVariants: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <div style={{ width: 343, height: 280, display: 'flex', flexDirection: 'column' }}>
        <ChatTranscript label="대화 내용 짧음">{renderMessages(script.slice(0, 2))}</ChatTranscript>
      </div>
      <div style={{ width: 343, height: 280, display: 'flex', flexDirection: 'column' }}>
        <ChatTranscript label="대화 내용 김">
          {renderMessages(script)}
          <TypingIndicator name={dealer} />
        </ChatTranscript>
      </div>
    </div>
  ),
};
