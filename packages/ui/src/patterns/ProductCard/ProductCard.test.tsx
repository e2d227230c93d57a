import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';
import { ProductCard, ProductListItem } from './ProductCard';

describe('ProductCard', () => {
  it('shows picture, brand, name and the release price of a phone', () => {
    const { container } = render(
      <ProductCard
        name="갤럭시 S25 울트라"
        brand="삼성전자"
        imageSrc="/s25.png"
        amount={1698400}
      />,
    );
    expect(screen.getByRole('img', { name: '갤럭시 S25 울트라' })).toHaveAttribute(
      'src',
      '/s25.png',
    );
    expect(screen.getByText('삼성전자')).toBeInTheDocument();
    expect(container.querySelector('[data-qm="price-line"]')).toHaveTextContent(
      '출고가1,698,400원',
    );
    expect(container.firstChild).toHaveAttribute('data-layout', 'card');
  });

  it('shows the monthly rental estimate of a rental product', () => {
    const { container } = render(
      <ProductCard name="코웨이 아이콘 정수기" priceKind="rental" amount={29900} />,
    );
    expect(container.querySelector('[data-qm="price-line"]')).toHaveTextContent(
      '예상 월 렌탈료29,900원',
    );
  });

  it('falls back to a placeholder when the image is missing or broken', () => {
    const { container, rerender } = render(<ProductCard name="아이폰 16" imageSrc="/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: '아이폰 16' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-part="placeholder"]')).toBeInTheDocument();
    rerender(<ProductCard name="아이폰 16" imageSrc={null} />);
    expect(container.querySelector('[data-part="placeholder"]')).toBeInTheDocument();
  });

  it('selects from its button, which names the product it belongs to', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<ProductListItem name="갤럭시 Z 플립6" onSelect={onSelect} />);
    const button = screen.getByRole('button', { name: '선택' });
    expect(button).toHaveAccessibleDescription('갤럭시 Z 플립6');
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(2);
    expect(button.closest('[data-qm="product-card"]')).toHaveAttribute('data-layout', 'row');
  });

  it('becomes a link through the app link component', () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a data-router-link href={`/app${href}`} {...rest}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <ProductCard name="비스포크 냉장고" href="/request-details/7/Home%20Appliances/3" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: /비스포크 냉장고/ });
    expect(link).toHaveAttribute('href', '/app/request-details/7/Home%20Appliances/3');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has no wish toggle unless asked for one', () => {
    render(<ProductCard name="갤럭시 S25" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('toggles the wish from a pressed-state button inside the card that names the product', async () => {
    const user = userEvent.setup();
    const onWishedChange = vi.fn();
    const { rerender } = render(
      <ProductListItem name="갤럭시 S25" onWishedChange={onWishedChange} />,
    );
    const toggle = screen.getByRole('button', { name: '갤럭시 S25 찜하기' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(toggle.closest('[data-qm="product-card"]')).not.toBeNull();
    await user.click(toggle);
    expect(onWishedChange).toHaveBeenLastCalledWith(true);

    rerender(<ProductListItem name="갤럭시 S25" wished onWishedChange={onWishedChange} />);
    const pressed = screen.getByRole('button', { name: '갤럭시 S25 찜하기', pressed: true });
    expect(pressed.querySelector('[data-icon="heart-filled"]')).not.toBeNull();
    pressed.focus();
    await user.keyboard('{Enter}');
    expect(onWishedChange).toHaveBeenLastCalledWith(false);
    expect(onWishedChange).toHaveBeenCalledTimes(2);
  });

  it('takes its own label and ignores presses while the change is saved', async () => {
    const user = userEvent.setup();
    const onWishedChange = vi.fn();
    render(
      <ProductCard
        name="아이폰 16"
        wishLabel="아이폰 16 관심 상품"
        wishLoading
        onWishedChange={onWishedChange}
      />,
    );
    const toggle = screen.getByRole('button', { name: '아이폰 16 관심 상품' });
    expect(toggle).toHaveAttribute('aria-busy', 'true');
    await user.click(toggle);
    expect(onWishedChange).not.toHaveBeenCalled();
  });
});
