import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MutedText, PageSection, PageStack } from './PageSection';
import { pageStackVariants } from './PageSection.variants';

describe('PageSection', () => {
  it('is a region named by its h2 heading', () => {
    render(
      <PageSection title="모델 검색">
        <p>본문</p>
      </PageSection>,
    );
    const region = screen.getByRole('region', { name: '모델 검색' });
    expect(within(region).getByRole('heading', { level: 2, name: '모델 검색' })).toBeVisible();
    expect(within(region).getByText('본문')).toBeInTheDocument();
  });

  it('uses the given heading id', () => {
    render(<PageSection title="상품 정보" titleId="product-info-heading" />);
    expect(screen.getByRole('heading', { name: '상품 정보' })).toHaveAttribute(
      'id',
      'product-info-heading',
    );
    expect(screen.getByRole('region', { name: '상품 정보' })).toHaveAttribute(
      'aria-labelledby',
      'product-info-heading',
    );
  });

  it('gives two sections different heading ids', () => {
    render(
      <>
        <PageSection title="모델 검색" />
        <PageSection title="모델 목록" />
      </>,
    );
    expect(screen.getByRole('region', { name: '모델 검색' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '모델 목록' })).toBeInTheDocument();
  });

  it('renders its action beside the heading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <PageSection
        title="상품 목록"
        action={
          <button type="button" onClick={onClick}>
            최신순
          </button>
        }
      />,
    );
    const region = screen.getByRole('region', { name: '상품 목록' });
    await user.click(within(region).getByRole('button', { name: '최신순' }));
    expect(onClick).toHaveBeenCalledOnce();
  });
});

describe('PageStack', () => {
  it('defaults its spacing and takes the chosen one', () => {
    const { container, rerender } = render(<PageStack>내용</PageStack>);
    const stack = container.querySelector('[data-qm="page-stack"]');
    expect(stack).toHaveAttribute('data-gap', pageStackVariants.gap.default);
    expect(stack).toHaveAttribute('data-padding-top', pageStackVariants.paddingTop.default);
    rerender(
      <PageStack gap="lg" paddingTop="lg">
        내용
      </PageStack>,
    );
    expect(stack).toHaveAttribute('data-gap', 'lg');
    expect(stack).toHaveAttribute('data-padding-top', 'lg');
  });
});

describe('MutedText', () => {
  it('passes its attributes to the paragraph', () => {
    render(
      <MutedText role="note">인터넷 상품은 인터넷 카테고리에서 견적을 요청해 주세요.</MutedText>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('인터넷 상품은');
  });
});
