import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkProvider, type LinkComponentProps } from '../../link/LinkProvider';
import { CategoryTile } from './CategoryTile';

describe('CategoryTile', () => {
  it('is a link named by its Korean label', () => {
    render(
      <CategoryTile label="휴대폰" href="/product/home/1/Mobile%20Phones" imageSrc="/phone.svg" />,
    );
    const link = screen.getByRole('link', { name: '휴대폰' });
    expect(link).toHaveAttribute('href', '/product/home/1/Mobile%20Phones');
    expect(link).toHaveAttribute('data-size', 'lg');
  });

  it('treats its picture as decorative and falls back to a placeholder when it fails', () => {
    const { container } = render(<CategoryTile label="정수기" href="/x" imageSrc="/broken.svg" />);
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('alt', '');
    fireEvent.error(image!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="placeholder"]')).toBeInTheDocument();
  });

  it('shows the placeholder when there is no image at all', () => {
    const { container } = render(
      <CategoryTile label="인터넷" href="/x" imageSrc={null} size="md" />,
    );
    expect(container.querySelector('[data-part="placeholder"]')).toBeInTheDocument();
  });

  it("renders through the app's link component", () => {
    function RouterLink({ href, children, ...rest }: LinkComponentProps) {
      return (
        <a data-router-link href={`/app${href}`} {...rest}>
          {children}
        </a>
      );
    }
    render(
      <LinkProvider component={RouterLink}>
        <CategoryTile label="생활가전" href="/product/home/7/Home%20Appliances" />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: '생활가전' });
    expect(link).toHaveAttribute('data-router-link');
    expect(link).toHaveAttribute('href', '/app/product/home/7/Home%20Appliances');
  });
});
