import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { MessageBubble } from './MessageBubble';
import { phonePhoto, receiptPhoto, storePhoto } from './MessageBubble.fixtures';
import { messageBubbleVariants } from './MessageBubble.variants';

/** Screenshots wait for every photo of the story to arrive (or to fail). */
async function photosSettled(canvasElement: HTMLElement) {
  await waitFor(() =>
    expect(canvasElement.querySelector('[data-part="photo"][data-state="loading"]')).toBeNull(),
  );
}

const meta = {
  title: 'Chat/MessageBubble',
  component: MessageBubble,
  tags: ['autodocs'],
  args: {
    from: 'theirs',
    name: '견적마켓 강남점',
    avatarSrc: storePhoto,
    text: '네, 블루 색상 재고 있어요. 오늘 오시면 바로 개통해 드려요.',
    time: '오후 2:05',
  },
  argTypes: variantArgTypes(messageBubbleVariants),
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MessageBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Theirs: Story = {};
export const MineUnread: Story = {
  args: { from: 'mine', text: '이 색상 재고 있나요?', status: 'unread' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getByText('안 읽음')).toBeInTheDocument();
  },
};
export const MineRead: Story = {
  args: { from: 'mine', text: '이 색상 재고 있나요?', status: 'read' },
};
export const Sending: Story = {
  args: { from: 'mine', text: '개통은 언제 돼요?', status: 'sending', time: undefined },
};
export const Failed: Story = {
  args: { from: 'mine', text: '개통은 언제 돼요?', status: 'failed', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: '다시 보내기' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
/** Their message offers a quiet report after its time; mine never does. */
export const TheirsReportable: Story = {
  args: { onReport: fn() },
  play: async ({ args, canvasElement }) => {
    const report = within(canvasElement).getByRole('button', { name: '신고' });
    await expect(report).toHaveAccessibleDescription(args.text!);
    await userEvent.click(report);
    await expect(args.onReport).toHaveBeenCalledOnce();
  },
};
export const LineBreaksAndLongWords: Story = {
  args: {
    from: 'mine',
    status: 'read',
    text: '안녕하세요.\n\n모델명은 SM-S938N이고 주소는\nhttps://example.com/products/galaxy-s25-ultra-titanium-blue-256gb 예요.',
  },
};
export const Photo: Story = {
  args: { text: undefined, photo: { src: phonePhoto, alt: '휴대폰 뒷면 사진' } },
  play: async ({ canvasElement }) => photosSettled(canvasElement),
};
export const PhotoWithText: Story = {
  args: {
    from: 'mine',
    status: 'unread',
    text: '영수증 사진이에요.',
    photo: { src: receiptPhoto, alt: '구매 영수증' },
  },
  play: async ({ canvasElement }) => photosSettled(canvasElement),
};
/** With its stored size, a tall photo keeps its shape (up to the frame's height) from the start. */
export const PhotoWithStoredSize: Story = {
  args: {
    text: undefined,
    photo: { src: receiptPhoto, alt: '구매 영수증', width: 240, height: 320 },
    onReport: fn(),
  },
  play: async ({ canvasElement }) => photosSettled(canvasElement),
};
export const PhotoFailed: Story = {
  args: { text: undefined, photo: { src: '/does-not-exist.png', alt: '휴대폰 옆면 사진' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: '사진을 불러오지 못했어요' }),
    ).toBeInTheDocument();
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {messageBubbleVariants.from.values.flatMap((from) =>
        messageBubbleVariants.status.values.map((status) => (
          <MessageBubble
            key={`${from}-${status}`}
            {...args}
            from={from}
            status={status}
            text={`${from === 'mine' ? '내 메시지' : '상대 메시지'} · ${status}`}
          />
        )),
      )}
      <MessageBubble {...args} text={undefined} photo={{ src: phonePhoto, alt: '휴대폰 사진' }} />
      <MessageBubble {...args} text="신고할 수 있는 상대 메시지" onReport={() => {}} />
      <MessageBubble
        from="mine"
        status="read"
        time="오후 2:07"
        text="사진 두 장 보내요."
        photo={{ src: receiptPhoto, alt: '영수증 사진' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => photosSettled(canvasElement),
};
