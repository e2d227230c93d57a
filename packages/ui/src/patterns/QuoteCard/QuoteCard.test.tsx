import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';
import { QuoteCard } from './QuoteCard';
import { internetFigures, phoneFigures, rentalFigures } from './QuoteCard.fixtures';

const seller = { storeName: '강남 휴대폰 성지', rating: 4.8, imageSrc: null };

function figures() {
  const terms = screen.getAllByRole('term').map((term) => term.textContent);
  const values = screen.getAllByRole('definition').map((value) => value.textContent);
  return Object.fromEntries(terms.map((term, index) => [term, values[index]]));
}

describe('QuoteCard', () => {
  it('shows the figures it is given, a phone quote’s here', () => {
    render(<QuoteCard productName="갤럭시 S25 울트라" seller={seller} figures={phoneFigures} />);
    expect(figures()).toEqual({
      '총 지원금': '800,000원',
      '월 납부액': '89,000원',
      '요금제 (월)': '69,000원',
    });
    expect(screen.getByRole('heading', { name: '갤럭시 S25 울트라' })).toBeInTheDocument();
    expect(screen.getByText('강남 휴대폰 성지')).toBeInTheDocument();
    expect(screen.queryByText('최저가 견적')).toBeNull();
  });

  it('marks the lowest-price quote', () => {
    render(
      <QuoteCard
        productName="코웨이 아이콘 정수기"
        seller={seller}
        figures={rentalFigures}
        isLowest
      />,
    );
    expect(figures()).toEqual({ '매장 지원금': '120,000원', '월 렌탈료': '29,900원 · 36개월' });
    expect(screen.getByText('최저가 견적')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: '코웨이 아이콘 정수기' })).toHaveAttribute(
      'data-lowest',
      'true',
    );
  });

  it('paints the figure the app emphasises', () => {
    render(<QuoteCard productName="인터넷" seller={seller} figures={internetFigures} />);
    expect(screen.getByText('현금 사은품').closest('[data-emphasis]')).toBeInTheDocument();
    expect(screen.getByText('결합 후 월 요금').closest('[data-emphasis]')).toBeNull();
  });

  it('opens the detail from its button', async () => {
    const user = userEvent.setup();
    const onViewDetail = vi.fn();
    render(
      <QuoteCard
        figures={phoneFigures}
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
          figures={phoneFigures}
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
        figures={phoneFigures}
        productName="정수기"
        productImageSrc="/broken.png"
        seller={{ storeName: '매장', imageSrc: '/broken-store.png' }}
      />,
    );
    for (const image of container.querySelectorAll('img')) fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="placeholder"]')).toBeInTheDocument();
    expect(container.querySelector('[data-part="store-icon"]')).toBeInTheDocument();
  });
});
