import type { Meta, StoryObj } from '@storybook/react-vite';
import { Fragment, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatTimeOfDay, seoulDayKey } from '../../format/format';
import type { Attachment } from '../AttachmentPreview';
import { ChatTranscript } from '../ChatTranscript';
import { DateSeparator } from '../DateSeparator';
import { MessageBubble, type MessageBubbleProps } from '../MessageBubble';
import { phonePhoto, receiptPhoto, storePhoto } from '../MessageBubble/MessageBubble.fixtures';
import { MessageComposer } from './MessageComposer';

const meta = {
  title: 'Chat/MessageComposer',
  component: MessageComposer,
  tags: ['autodocs'],
  args: { onSend: fn(), enterKeySends: true },
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageComposer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: '보내기' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: '메시지' }), '개통은 언제 돼요?');
    await expect(send).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('개통은 언제 돼요?');
    await expect(canvas.getByRole('textbox', { name: '메시지' })).toHaveValue('');
  },
};

/** The field grows line by line up to four lines, then scrolls. */
export const MultipleLines: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: '메시지' });
    const oneLine = field.getBoundingClientRect().height;
    await userEvent.type(field, '안녕하세요.{Shift>}{Enter}{/Shift}블루 색상 재고 있나요?');
    await expect(args.onSend).not.toHaveBeenCalled();
    await waitFor(() => expect(field.getBoundingClientRect().height).toBeGreaterThan(oneLine));
    await userEvent.type(field, '{Shift>}{Enter}{Enter}{Enter}{Enter}{/Shift}여섯째 줄');
    await expect(field.scrollHeight).toBeGreaterThan(field.clientHeight);
  },
};
export const Sending: Story = {
  args: { defaultValue: '오늘 오후에 방문해도 될까요?', sending: true },
};
export const Refused: Story = {
  args: {
    defaultValue: '제 번호는 010-1234-5678이에요',
    error: '선택 전에는 연락처를 보낼 수 없어요. 메시지에서 전화번호를 빼 주세요.',
  },
};
export const WithCounter: Story = {
  args: { defaultValue: '최대 글자 수가 있는 대화예요.', maxLength: 1000 },
};
export const WithPhotos: Story = {
  args: {
    onAttach: fn(),
    onRemoveAttachment: fn(),
    attachments: [
      { id: 'phone', src: phonePhoto },
      { id: 'receipt', src: receiptPhoto, state: 'uploading' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '보내기' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '사진 첨부' })).toBeEnabled();
  },
};
export const Closed: Story = {
  args: { disabled: true, placeholder: '대화가 종료되어 메시지를 보낼 수 없어요', onAttach: fn() },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <MessageComposer {...args} label="빈 메시지" />
      <MessageComposer {...args} label="보내는 메시지" defaultValue="네, 감사해요." sending />
      <MessageComposer
        {...args}
        label="거절된 메시지"
        defaultValue="카톡 아이디 abc123으로 연락 주세요"
        error="선택 전에는 메신저 아이디를 보낼 수 없어요."
        maxLength={1000}
      />
      <MessageComposer
        {...args}
        label="사진이 있는 메시지"
        onAttach={fn()}
        onRemoveAttachment={fn()}
        attachments={[
          { id: 'ready', src: phonePhoto },
          { id: 'uploading', src: receiptPhoto, state: 'uploading' },
          { id: 'failed', src: phonePhoto, state: 'failed' },
        ]}
      />
      <MessageComposer {...args} label="닫힌 대화" disabled onAttach={fn()} />
    </div>
  ),
};

interface Message extends Pick<MessageBubbleProps, 'from' | 'text' | 'photo' | 'status'> {
  id: string;
  sentAt: string;
}

const earlierMessages: Message[] = [
  {
    id: '1',
    from: 'mine',
    text: '안녕하세요. 갤럭시 S25 블루 색상 재고 있나요?',
    sentAt: '2026-12-06T11:02:00Z',
    status: 'read',
  },
  {
    id: '2',
    from: 'theirs',
    text: '네, 고객님! 블루 256GB 재고 있어요.\n오늘 방문하시면 바로 개통해 드려요.',
    sentAt: '2026-12-06T11:10:00Z',
  },
  {
    id: '3',
    from: 'theirs',
    photo: { src: phonePhoto, alt: '매장에 있는 블루 색상 휴대폰 사진' },
    sentAt: '2026-12-06T11:11:00Z',
  },
  {
    id: '4',
    from: 'mine',
    text: '개통은 몇 시까지 돼요?',
    sentAt: '2026-12-07T00:30:00Z',
    status: 'unread',
  },
];

/**
 * A buyer's conversation with a store as the apps compose it: days apart by separators, messages
 * grouped by sender, the composer under the transcript. Sending adds the message, unread.
 */
function Conversation() {
  const [messages, setMessages] = useState(earlierMessages);
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: 640, margin: -16 }}>
      <ChatTranscript label="견적마켓 강남점과의 대화">
        {messages.map((message, index) => {
          const previous = messages[index - 1];
          const newDay = !previous || seoulDayKey(previous.sentAt) !== seoulDayKey(message.sentAt);
          const sameSender = !newDay && previous?.from === message.from;
          return (
            <Fragment key={message.id}>
              {newDay && <DateSeparator date={message.sentAt} />}
              <MessageBubble
                from={message.from}
                text={message.text}
                photo={message.photo}
                status={message.status}
                time={formatTimeOfDay(message.sentAt)}
                name="견적마켓 강남점"
                avatarSrc={storePhoto}
                continued={sameSender}
              />
            </Fragment>
          );
        })}
      </ChatTranscript>
      <MessageComposer
        enterKeySends
        maxLength={1000}
        onAttach={(files) =>
          setAttachments((all) => [
            ...all,
            ...files.map((file) => ({ id: file.name, src: receiptPhoto })),
          ])
        }
        attachments={attachments}
        onRemoveAttachment={(id) => setAttachments((all) => all.filter((a) => a.id !== id))}
        onSend={(text) => {
          setMessages((all) => [
            ...all,
            {
              id: String(all.length + 1),
              from: 'mine',
              text,
              status: 'unread',
              sentAt: '2026-12-07T00:31:00Z',
            },
          ]);
          setAttachments([]);
        }}
      />
    </div>
  );
}

export const ConversationAt375: Story = {
  name: 'Conversation',
  decorators: [(Story) => <Story />],
  render: () => <Conversation />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-part="photo"][data-state="loading"]')).toBeNull(),
    );
    await expect(canvas.getByText('2026년 12월 6일 일요일')).toBeInTheDocument();
    await expect(canvas.getByText('2026년 12월 7일 월요일')).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('textbox', { name: '메시지' }), '오늘 저녁에 갈게요.');
    await userEvent.keyboard('{Enter}');
    const log = canvas.getByRole('log', { name: '견적마켓 강남점과의 대화' });
    await expect(await within(log).findByText('오늘 저녁에 갈게요.')).toBeInTheDocument();
  },
};
