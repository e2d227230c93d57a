import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewItem } from './ReviewItem';

const longReview =
  '상담을 정말 친절하게 해주셨어요. 공시지원금과 추가지원금 차이도 자세히 설명해주시고, 요금제도 제게 맞는 걸로 추천해 주셨어요. 개통도 당일에 끝났고 사은품도 약속대로 받았어요. 다음에도 이 매장에서 바꿀 생각이에요.';

/** jsdom has no layout: pretend the clamped paragraph hides text, or not. */
function fakeLayout(scrollHeight: number, clientHeight: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(scrollHeight);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(clientHeight);
}

describe('ReviewItem', () => {
  beforeEach(() => fakeLayout(120, 63));
  afterEach(() => vi.restoreAllMocks());

  it('shows the masked buyer, stars, the Seoul date and the product', () => {
    render(
      <ReviewItem
        buyerName="김*수"
        rating={4}
        review="친절해요"
        createdAt="2026-11-20T15:30:00Z"
        productName="갤럭시 S25 울트라"
      />,
    );
    expect(screen.getByText('김*수')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '별점 5점 만점에 4점' })).toBeInTheDocument();
    expect(screen.getByText('2026.11.21')).toBeInTheDocument();
    expect(screen.getByText('갤럭시 S25 울트라')).toBeInTheDocument();
  });

  it('expands and collapses a long review from its toggle, by pointer and keyboard', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <ReviewItem
        buyerName="이*진"
        rating={5}
        review={longReview}
        createdAt="2026-11-01"
        onExpandedChange={onExpandedChange}
      />,
    );
    const toggle = screen.getByRole('button', { name: '더보기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(text).toHaveAttribute('data-clamped', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('접기');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(text).toHaveAttribute('data-clamped', 'false');
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAccessibleName('더보기');
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('has no toggle when the text fits', () => {
    fakeLayout(42, 42);
    render(<ReviewItem buyerName="박*민" rating={3} review="보통이에요" createdAt="2026-11-01" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('can be controlled', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <ReviewItem
        buyerName="최*아"
        rating={2}
        review={longReview}
        createdAt="2026-11-01"
        expanded={false}
        onExpandedChange={onExpandedChange}
      />,
    );
    await user.click(screen.getByRole('button', { name: '더보기' }));
    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByRole('button', { name: '더보기' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it("shows the store's reply under the review with its author and Seoul date", () => {
    render(
      <ReviewItem
        buyerName="김*수"
        rating={5}
        review="친절해요"
        createdAt="2026-11-20T03:00:00Z"
        reply={{
          authorLabel: '판매점 답글',
          content: '소중한 후기 고마워요.\n다음에도 찾아 주세요.',
          updatedAt: '2026-11-21T15:10:00Z',
        }}
      />,
    );
    const [review, reply] = screen.getAllByRole('article');
    expect(review).toContainElement(reply!);
    expect(within(reply!).getByText('판매점 답글')).toBeInTheDocument();
    expect(within(reply!).getByText('2026.11.22')).toHaveAttribute(
      'datetime',
      '2026-11-21T15:10:00.000Z',
    );
    expect(reply).toHaveTextContent('소중한 후기 고마워요. 다음에도 찾아 주세요.');
    // The reply is shown whole: only the review itself is clamped.
    expect(reply!.querySelector('[data-clamped="true"]')).toBeNull();
  });

  it('has no reply area without a reply', () => {
    render(
      <ReviewItem
        buyerName="박*민"
        rating={3}
        review="보통이에요"
        createdAt="2026-11-01"
        reply={null}
      />,
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(document.querySelector('[data-part="reply"]')).toBeNull();
    expect(document.querySelector('[data-part="actions"]')).toBeNull();
  });

  it('puts the actions after the review and its reply', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <ReviewItem
        buyerName="이*진"
        rating={4}
        review="개통이 빨랐어요"
        createdAt="2026-11-01"
        reply={{ authorLabel: '판매점 답글', content: '감사합니다.', updatedAt: '2026-11-02' }}
        actions={
          <button type="button" onClick={onEdit}>
            답글 고치기
          </button>
        }
      />,
    );
    const edit = screen.getByRole('button', { name: '답글 고치기' });
    const reply = screen.getAllByRole('article')[1]!;
    expect(reply.compareDocumentPosition(edit)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await user.click(edit);
    expect(onEdit).toHaveBeenCalledTimes(1);
  });
});
