import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { ChatBubble } from './ChatBubble';
import { chatBubbleVariants } from './ChatBubble.variants';

const dealerPhoto =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#cddcfb"/><circle cx="20" cy="16" r="7" fill="#1b64da"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#1b64da"/></svg>',
  );

const meta = {
  title: 'Chat/ChatBubble',
  component: ChatBubble,
  tags: ['autodocs'],
  args: {
    side: 'dealer',
    name: '견적마켓 강남점',
    avatarSrc: dealerPhoto,
    children: '안녕하세요! 휴대폰을 사용하실 분은 누구인가요?',
  },
  argTypes: variantArgTypes(chatBubbleVariants),
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatBubble>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dealer: Story = {
  args: { time: '오후 2:05' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('견적마켓 강남점')).toBeInTheDocument();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};
export const DealerWithoutPhoto: Story = { args: { avatarSrc: null } };
export const DealerBrokenPhoto: Story = { args: { avatarSrc: '/does-not-exist.png' } };
export const Shopper: Story = {
  args: { side: 'shopper', children: '본인', time: '오후 2:06' },
};
export const RichContent: Story = {
  args: {
    children: (
      <>
        <strong>선택하신 조건을 확인해 주세요</strong>
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          <li>가입 유형: 번호이동</li>
          <li>통신사: SKT</li>
          <li>약정 기간: 24개월</li>
        </ul>
      </>
    ),
  },
};
export const LongKoreanText: Story = {
  args: {
    side: 'shopper',
    children:
      '인터넷과 IPTV를 함께 쓰고 싶어요. 지금 쓰는 통신사와 결합 할인이 가능한지도 알려 주세요.',
    time: '오후 2:07',
  },
};

/** A second message from the same store lines up under the first, without avatar or name. */
export const Continued: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <ChatBubble {...args}>안녕하세요! 견적 보고 연락 주셨네요.</ChatBubble>
      <ChatBubble {...args} continued time="오후 2:05">
        궁금하신 점을 편하게 물어보세요.
      </ChatBubble>
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {chatBubbleVariants.side.values.map((side) => (
        <ChatBubble key={side} {...args} side={side} time="오후 2:05">
          {side === 'dealer' ? '연령대를 선택해 주세요.' : '30대'}
        </ChatBubble>
      ))}
      <ChatBubble side="dealer" name="제휴 매장" avatarSrc={null}>
        사진이 없는 판매점
      </ChatBubble>
      <ChatBubble side="dealer">이름 없이 이어지는 메시지</ChatBubble>
    </div>
  ),
};
