import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceLine } from './PriceLine';
import { priceLineVariants } from './PriceLine.variants';

describe('PriceLine', () => {
  it('shows the release price of a phone in won', () => {
    render(<PriceLine kind="phone" amount={1155000} />);
    const line = screen.getByText('1,155,000원').closest('[data-qm="price-line"]');
    expect(line).toHaveTextContent('출고가1,155,000원');
    expect(line).toHaveAttribute('data-emphasis', priceLineVariants.emphasis.default);
  });

  it('shows the expected monthly fee of a rental', () => {
    const { container } = render(<PriceLine kind="rental" amount={29900} emphasis="strong" />);
    expect(container.firstChild).toHaveTextContent('예상 월 렌탈료29,900원');
    expect(container.firstChild).toHaveAttribute('data-emphasis', 'strong');
  });

  it('formats zero and large amounts, and never shows NaN', () => {
    const { rerender } = render(<PriceLine amount={0} />);
    expect(screen.getByText('0원')).toBeInTheDocument();
    rerender(<PriceLine amount={12345678} />);
    expect(screen.getByText('12,345,678원')).toBeInTheDocument();
    rerender(<PriceLine amount={null} />);
    expect(screen.getByText('-')).toBeInTheDocument();
    expect(screen.queryByText(/NaN/)).toBeNull();
  });

  it('shows the release date in Seoul time', () => {
    const { container } = render(<PriceLine kind="release" shipmentDate="2025-01-23T16:00:00Z" />);
    expect(container.firstChild).toHaveTextContent('2025.01.24출시');
  });

  it('says the date is unknown rather than printing an empty date', () => {
    render(<PriceLine kind="release" shipmentDate={null} />);
    expect(screen.getByText('출시일 미정')).toBeInTheDocument();
  });

  it('lets the label be overridden', () => {
    render(<PriceLine kind="rental" amount={19900} label="월 렌탈료" />);
    expect(screen.getByText('월 렌탈료')).toBeInTheDocument();
  });
});
