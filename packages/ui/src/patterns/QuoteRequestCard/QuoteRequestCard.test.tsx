import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuoteRequestCard } from './QuoteRequestCard';
import { bestPhoneFigures, fixedNow, now, sampleSellers } from './QuoteRequestCard.fixtures';

const hours = 3600_000;

describe('QuoteRequestCard', () => {
  it('links the whole card to the request, named by the product', () => {
    render(
      <QuoteRequestCard
        productName="갤럭시 S26"
        options={['SM-S942N', '블랙', '256GB']}
        href="/check-quotation-details/26/1"
        estimationCount={4}
        sellers={sampleSellers(4)}
        deadline={fixedNow + 41 * hours}
        now={now}
        best={{ storeName: '잠실 통신플라자', figures: bestPhoneFigures }}
      />,
    );
    const card = screen.getByRole('article', { name: '갤럭시 S26' });
    expect(within(card).getByRole('link', { name: '갤럭시 S26' })).toHaveAttribute(
      'href',
      '/check-quotation-details/26/1',
    );
    expect(within(card).getByText('SM-S942N · 블랙 · 256GB')).toBeInTheDocument();
    expect(within(card).getByText('가장 좋은 견적')).toBeInTheDocument();
    expect(within(card).getByText('잠실 통신플라자')).toBeInTheDocument();
    expect(within(card).getByText('견적 4개 도착')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: '판매점 4곳' })).toBeInTheDocument();
    expect(within(card).getByRole('timer')).toHaveTextContent('41:00:00');
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['24개월 총 비용', '총 지원금', '월 납부액']);
  });

  it("draws five stores then '5+' past five", () => {
    render(
      <QuoteRequestCard
        productName="갤럭시 S26"
        href="/r"
        estimationCount={8}
        sellers={sampleSellers(8)}
        deadline={fixedNow + hours}
        now={now}
        best={{ storeName: '잠실 통신플라자', figures: bestPhoneFigures }}
      />,
    );
    expect(screen.getByRole('img', { name: '판매점 8곳' })).toHaveTextContent('5+');
    expect(document.querySelectorAll('[data-part="avatar"]')).toHaveLength(5);
  });

  it('waits for the first quote, and shows 마감 once the window has closed', () => {
    const onExpire = vi.fn();
    render(
      <QuoteRequestCard
        productName="코웨이 아이콘 정수기 2"
        href="/r"
        estimationCount={0}
        sellers={[]}
        deadline={fixedNow}
        now={now}
        onExpire={onExpire}
        best={null}
      />,
    );
    expect(screen.getByText(/아직 도착한 견적이 없어요/)).toBeInTheDocument();
    expect(screen.getByText('견적을 기다리는 중')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('timer')).toHaveTextContent('마감');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('shows lines of its own, no box and no faces, and a mark beside the count when told', () => {
    const { container } = render(
      <QuoteRequestCard
        productName="갤럭시 S26"
        details={['삼성 · 휴대폰', 'SKT · 번호이동']}
        href="/requests/26"
        estimationCount={3}
        deadline={fixedNow + 41 * hours}
        now={now}
        waitingText={null}
        receivedText={(count) => `${count}개 매장 입찰`}
        status={<span>입찰함</span>}
      />,
    );
    const card = screen.getByRole('article', { name: '갤럭시 S26' });
    const details = [...card.querySelectorAll('[data-part="detail"]')].map(
      (line) => line.textContent,
    );
    expect(details).toEqual(['삼성 · 휴대폰', 'SKT · 번호이동']);
    expect(container.querySelector('[data-part="waiting"]')).toBeNull();
    expect(container.querySelector('[data-qm="seller-avatars"]')).toBeNull();
    expect(within(card).getByText('3개 매장 입찰').nextSibling).toHaveTextContent('입찰함');
  });
});
