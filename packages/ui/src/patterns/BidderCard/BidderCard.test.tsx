import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BidderCard } from './BidderCard';
import { bidPhoneFigures, rentalFigures } from '../QuoteCard/QuoteCard.fixtures';

function figures() {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('BidderCard', () => {
  it('is named by its store and shows the figures it is given', () => {
    render(
      <BidderCard
        storeName="강남 휴대폰 성지"
        rating={4.8}
        successfulBidCount={128}
        figures={bidPhoneFigures}
        onSelect={() => undefined}
        onViewDetail={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: '강남 휴대폰 성지' })).toBeInTheDocument();
    expect(figures()).toEqual({ '총 지원금': '750,000원', '월 납부액': '91,200원' });
    expect(screen.getByText('낙찰 128건')).toBeInTheDocument();
  });

  it('shows the answer speed and the comparison it is given, and nothing without them', () => {
    const { rerender } = render(
      <BidderCard
        storeName="강남 휴대폰 성지"
        figures={bidPhoneFigures}
        answerSpeed="보통 12분 안에 견적을 보내요"
        comparison="실거래 중간값보다 32,000원 저렴해요"
      />,
    );
    expect(screen.getByText('보통 12분 안에 견적을 보내요')).toBeInTheDocument();
    expect(screen.getByText('실거래 중간값보다 32,000원 저렴해요')).toBeInTheDocument();
    rerender(<BidderCard storeName="강남 휴대폰 성지" figures={bidPhoneFigures} />);
    expect(screen.queryByText(/보통 .* 안에/)).not.toBeInTheDocument();
    expect(screen.queryByText(/실거래 중간값/)).not.toBeInTheDocument();
  });

  it('selects and opens the detail, each button describing its store', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onViewDetail = vi.fn();
    render(
      <BidderCard
        figures={bidPhoneFigures}
        storeName="역삼 모바일"
        onSelect={onSelect}
        onViewDetail={onViewDetail}
      />,
    );
    const select = screen.getByRole('button', { name: '구매 신청하기' });
    const detail = screen.getByRole('button', { name: '견적 상세 보기' });
    expect(select).toHaveAccessibleDescription('역삼 모바일');
    await user.click(select);
    await user.click(detail);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onViewDetail).toHaveBeenCalledTimes(2);
  });

  it('blocks a second selection while one is being submitted', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(
      <BidderCard storeName="서초 통신" figures={bidPhoneFigures} onSelect={onSelect} selecting />,
    );
    const select = screen.getByRole('button', { name: '구매 신청하기' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
    await user.click(select);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('shows a rental bid’s fee over its term', () => {
    render(<BidderCard storeName="행복 정수기" figures={rentalFigures} />);
    expect(figures()).toEqual({ '매장 지원금': '120,000원', '월 렌탈료': '29,900원 · 36개월' });
  });

  it('marks the chosen quote and the others, and offers only the detail once the buyer has chosen', async () => {
    const user = userEvent.setup();
    const onViewDetail = vi.fn();
    render(
      <>
        <BidderCard
          storeName="강남 휴대폰 성지"
          figures={bidPhoneFigures}
          outcome="chosen"
          onSelect={() => undefined}
          onViewDetail={onViewDetail}
        />
        <BidderCard storeName="홍대 폰" figures={bidPhoneFigures} outcome="notChosen" />
      </>,
    );
    const chosen = screen.getByRole('group', { name: '강남 휴대폰 성지' });
    expect(chosen).toHaveAccessibleDescription('구매 신청한 견적');
    expect(screen.getByRole('group', { name: '홍대 폰' })).toHaveAccessibleDescription(
      '선택하지 않은 견적',
    );
    expect(screen.queryByRole('button', { name: /구매 신청하기/ })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: /견적 상세 보기/ })[0]!);
    expect(onViewDetail).toHaveBeenCalledTimes(1);
  });

  it('shows what the app adds under the actions, inside the store’s group', () => {
    render(
      <BidderCard
        storeName="역삼 모바일"
        figures={bidPhoneFigures}
        outcome="chosen"
        footer={<a href="/messages/93">판매점에 문의하기</a>}
      />,
    );
    const group = screen.getByRole('group', { name: '역삼 모바일' });
    const link = screen.getByRole('link', { name: '판매점에 문의하기' });
    expect(group).toContainElement(link);
    expect(link.closest('[data-part="footer"]')).not.toBeNull();
  });

  it("takes the product's words for the mark", () => {
    render(
      <BidderCard
        storeName="역삼 모바일"
        figures={rentalFigures}
        outcome="chosen"
        outcomeLabel="낙찰"
      />,
    );
    expect(screen.getByRole('group', { name: '역삼 모바일' })).toHaveAccessibleDescription('낙찰');
  });
});
