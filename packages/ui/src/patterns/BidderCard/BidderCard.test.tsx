import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BidderCard } from './BidderCard';

function figures() {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('BidderCard', () => {
  it('is named by its store and shows the phone figures', () => {
    render(
      <BidderCard
        kind="phone"
        storeName="강남 휴대폰 성지"
        rating={4.8}
        successfulBidCount={128}
        storeSubsidy={250000}
        publiclyAnnouncedSubsidy={500000}
        monthlyFee={91200}
        onSelect={() => undefined}
        onViewDetail={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: '강남 휴대폰 성지' })).toBeInTheDocument();
    expect(figures()).toEqual({ '총 지원금': '750,000원', '월 납부액': '91,200원' });
    expect(screen.getByText('낙찰 128건')).toBeInTheDocument();
  });

  it('shows rental figures', () => {
    render(
      <BidderCard
        kind="rental"
        storeName="행복 정수기"
        storeSubsidy={120000}
        monthlyFee={29900}
        contractMonths={60}
      />,
    );
    expect(figures()).toEqual({ '매장 지원금': '120,000원', '월 렌탈료': '29,900원 · 60개월' });
  });

  it('selects and opens the detail, each button describing its store', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onViewDetail = vi.fn();
    render(
      <BidderCard
        kind="phone"
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
    render(<BidderCard kind="phone" storeName="서초 통신" onSelect={onSelect} selecting />);
    const select = screen.getByRole('button', { name: '구매 신청하기' });
    expect(select).toBeDisabled();
    expect(select).toHaveAttribute('aria-busy', 'true');
    await user.click(select);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('takes custom figures', () => {
    render(
      <BidderCard
        kind="rental"
        storeName="인터넷 매장"
        figures={[{ label: '현금 사은품', value: '450,000원' }]}
      />,
    );
    expect(figures()).toEqual({ '현금 사은품': '450,000원' });
  });
});
