import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';
import { QuoteCard } from './QuoteCard';
import { formatRentalFee, quoteFigures, totalSupport } from './quoteFigures';

const seller = { storeName: '강남 휴대폰 성지', rating: 4.8, imageSrc: null };

function figures() {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('QuoteCard', () => {
  it('shows a phone quote: total support as the sum of both subsidies, monthly bill and plan', () => {
    render(
      <QuoteCard
        kind="phone"
        productName="갤럭시 S25 울트라"
        seller={seller}
        storeSubsidy={300000}
        publiclyAnnouncedSubsidy={500000}
        monthlyFee={89000}
        ratePlanMonthly={69000}
      />,
    );
    expect(figures()).toEqual({
      '총 지원금': '800,000원',
      '월 납부액': '89,000원',
      '요금제 (월)': '69,000원',
    });
    expect(screen.getByRole('heading', { name: '갤럭시 S25 울트라' })).toBeInTheDocument();
    expect(screen.getByText('강남 휴대폰 성지')).toBeInTheDocument();
    expect(screen.queryByText('최저가 견적')).toBeNull();
  });

  it('shows a rental quote with the store subsidy and the fee over its term', () => {
    render(
      <QuoteCard
        kind="rental"
        productName="코웨이 아이콘 정수기"
        seller={seller}
        storeSubsidy={0}
        monthlyFee={29900}
        contractMonths={36}
        isLowest
      />,
    );
    expect(figures()).toEqual({ '매장 지원금': '0원', '월 렌탈료': '29,900원 · 36개월' });
    expect(screen.getByText('최저가 견적')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '코웨이 아이콘 정수기' })).toHaveAttribute(
      'data-lowest',
      'true',
    );
  });

  it('shows the figures it is given instead of its own (an internet deal)', () => {
    render(
      <QuoteCard
        kind="rental"
        productName="SK브로드밴드 > 500MB > 인터넷+TV"
        seller={seller}
        storeSubsidy={120000}
        figures={[
          { key: 'cash', label: '현금 사은품', value: '450,000원' },
          { key: 'bundled', label: '결합 후 월 요금', value: '38,500원 · 36개월' },
        ]}
      />,
    );
    expect(figures()).toEqual({
      '현금 사은품': '450,000원',
      '결합 후 월 요금': '38,500원 · 36개월',
    });
  });

  it('opens the detail from its button', async () => {
    const user = userEvent.setup();
    const onViewDetail = vi.fn();
    render(
      <QuoteCard
        kind="phone"
        productName="아이폰 16"
        seller={seller}
        onViewDetail={onViewDetail}
      />,
    );
    const button = screen.getByRole('button', { name: '견적 상세 보기' });
    expect(button).toHaveAccessibleDescription('아이폰 16');
    await user.click(button);
    expect(onViewDetail).toHaveBeenCalledTimes(1);
  });

  it('links to the detail through the app link', () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a data-router-link href={`/app${href}`} {...rest}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <QuoteCard
          kind="phone"
          productName="아이폰 16"
          seller={seller}
          href="/my-quote-history-details/12/7"
        />
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: '견적 상세 보기' })).toHaveAttribute(
      'href',
      '/app/my-quote-history-details/12/7',
    );
  });

  it('falls back to placeholders for missing pictures', () => {
    const { container } = render(
      <QuoteCard
        kind="rental"
        productName="정수기"
        productImageSrc="/broken.png"
        seller={{ storeName: '매장', imageSrc: '/broken-store.png' }}
      />,
    );
    for (const image of container.querySelectorAll('img')) fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="placeholder"]')).toBeInTheDocument();
    expect(container.querySelector('[data-part="store-icon"]')).toBeInTheDocument();
    expect(within(container).getAllByRole('definition')[0]).toHaveTextContent('-');
  });
});

describe('quote figures', () => {
  it('adds the subsidies, treating a missing one as zero', () => {
    expect(totalSupport(300000, 500000)).toBe(800000);
    expect(totalSupport(null, 500000)).toBe(500000);
    expect(totalSupport(undefined, null)).toBeNull();
  });

  it('writes the rental fee with its term', () => {
    expect(formatRentalFee(29900, 36)).toBe('29,900원 · 36개월');
    expect(formatRentalFee(1234567, null)).toBe('1,234,567원');
  });

  it('can leave the rate plan out', () => {
    expect(quoteFigures('phone', {}, { ratePlan: false }).map((row) => row.label)).toEqual([
      '총 지원금',
      '월 납부액',
    ]);
  });
});
