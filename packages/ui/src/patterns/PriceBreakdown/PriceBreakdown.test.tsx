import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMinusWon, KeyValueList, PriceBreakdown } from './PriceBreakdown';

describe('PriceBreakdown', () => {
  it('lists each price as a term and its amount in won', () => {
    render(
      <PriceBreakdown
        items={[
          { label: '출고가', amount: 1155000 },
          { label: '공시지원금', amount: 500000, minus: true },
          {
            label: '추가지원금',
            amount: 300000,
            minus: true,
            note: '매장에서 지원하는 금액이에요',
          },
        ]}
        total={{ label: '월 납부액', amount: 89000 }}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['출고가', '공시지원금', '추가지원금', '월 납부액']);
    const definitions = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(definitions).toEqual([
      '1,155,000원',
      '-500,000원',
      '-300,000원',
      '매장에서 지원하는 금액이에요',
      '89,000원',
    ]);
  });

  it('sets the total apart', () => {
    const { container } = render(
      <PriceBreakdown items={[]} total={{ label: '월 납부액', amount: 0 }} variant="card" />,
    );
    const total = container.querySelector('[data-part="total"]') as HTMLElement;
    expect(within(total).getByRole('term')).toHaveTextContent('월 납부액');
    expect(within(total).getByRole('definition')).toHaveTextContent('0원');
    expect(container.firstChild).toHaveAttribute('data-variant', 'card');
  });

  it('formats subtractions without a double or a negative zero', () => {
    expect(formatMinusWon(300000)).toBe('-300,000원');
    expect(formatMinusWon(-300000)).toBe('-300,000원');
    expect(formatMinusWon(0)).toBe('0원');
    expect(formatMinusWon(null)).toBe('-');
  });

  it('does not paint a zero subsidy as a discount', () => {
    const { container } = render(
      <PriceBreakdown
        items={[
          { label: '공시지원금', amount: 0, minus: true },
          { label: '추가지원금', amount: 300000, minus: true },
        ]}
      />,
    );
    const rows = container.querySelectorAll('[data-part="row"]');
    expect(rows[0]).not.toHaveAttribute('data-minus');
    expect(rows[1]).toHaveAttribute('data-minus', 'true');
  });

  it('prints a text in place of an amount when given', () => {
    render(<PriceBreakdown items={[{ label: '할부 개월', amount: null, valueText: '일시불' }]} />);
    expect(screen.getByRole('definition')).toHaveTextContent('일시불');
  });
});

describe('KeyValueList', () => {
  it('takes any value', () => {
    render(<KeyValueList items={[{ label: '관리 방식', value: '방문 관리' }]} />);
    expect(screen.getByRole('term')).toHaveTextContent('관리 방식');
    expect(screen.getByRole('definition')).toHaveTextContent('방문 관리');
  });
});
