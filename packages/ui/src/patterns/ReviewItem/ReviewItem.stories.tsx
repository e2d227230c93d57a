import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { variantArgTypes } from '../../internal/variants';
import { Button } from '../../primitives/Button';
import { ReviewItem } from './ReviewItem';
import { reviewItemVariants } from './ReviewItem.variants';

const longReview =
  '상담을 정말 친절하게 해주셨어요. 공시지원금과 추가지원금 차이도 자세히 설명해주시고, 요금제도 제게 맞는 걸로 추천해 주셨어요. 개통도 당일에 끝났고 사은품도 약속대로 받았어요. 매장도 깔끔하고 대기 시간도 짧았어요. 다음에 인터넷 바꿀 때도 이 매장에 문의드리려고요. 주변에도 추천했어요!';

const meta = {
  title: 'Lists/ReviewItem',
  component: ReviewItem,
  tags: ['autodocs'],
  args: {
    buyerName: '김*수',
    rating: 5,
    review: '친절하게 설명해 주셔서 좋았어요. 개통도 빨랐어요.',
    createdAt: '2026-11-20T03:00:00Z',
    productName: '갤럭시 S25 울트라 256GB',
    onExpandedChange: fn(),
  },
  argTypes: variantArgTypes(reviewItemVariants),
  decorators: [
    (Story) => (
      <div style={{ width: 343 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Short: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
export const Card: Story = { args: { variant: 'card' } };
export const WithoutProduct: Story = { args: { productName: null, rating: 3.5 } };
export const LongText: Story = {
  args: { review: longReview, rating: 4 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('button', { name: '더보기' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('접기');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAccessibleName('더보기');
    toggle.blur();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(3);
  },
};
export const OpenByDefault: Story = {
  args: { review: longReview, defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const toggle = await within(canvasElement).findByRole('button', { name: '접기' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('더보기');
  },
};
export const LowRating: Story = {
  args: { rating: 1, review: '연락이 늦었어요.', productName: '코웨이 아이콘 정수기 2' },
};

const storeReply = {
  authorLabel: '판매점 답글',
  content: '소중한 후기 고마워요. 개통 후 불편한 점이 있으면 언제든 매장으로 연락 주세요.',
  updatedAt: '2026-11-21T02:00:00Z',
};

/** The store's answer under the review, set in on a muted ground. */
export const WithReply: Story = {
  args: { reply: storeReply },
  play: async ({ canvasElement }) => {
    const [review, reply] = within(canvasElement).getAllByRole('article');
    await expect(review).toContainElement(reply!);
    await expect(within(reply!).getByText('판매점 답글')).toBeVisible();
    await expect(within(reply!).getByText('2026.11.21')).toBeVisible();
  },
};

/** The console's slot under an unanswered review. */
export const WithActions: Story = {
  args: {
    actions: (
      <Button variant="outline" size="sm">
        답글 달기
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: '답글 달기' })).toHaveFocus();
  },
};

/** An answered review in the console: the reply, then the button to change it. */
export const WithReplyAndActions: Story = {
  args: {
    variant: 'card',
    review: longReview,
    reply: storeReply,
    actions: (
      <Button variant="outline" size="sm">
        답글 고치기
      </Button>
    ),
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      <ReviewItem {...args} />
      <ReviewItem {...args} variant="card" rating={4.5} />
      <ReviewItem {...args} review={longReview} productName={null} rating={3} />
      <ReviewItem {...args} review={longReview} defaultExpanded variant="card" rating={2} />
      <ReviewItem {...args} buyerName="남*궁*연" rating={0} review="별점만 남겨요." />
    </div>
  ),
};
