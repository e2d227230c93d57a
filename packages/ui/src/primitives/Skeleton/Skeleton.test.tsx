import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonList } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    const block = container.querySelector('[data-qm="skeleton"]');
    expect(block).toHaveAttribute('aria-hidden', 'true');
    expect(block).toHaveAttribute('data-variant', 'text');
  });

  it('takes pixel numbers and CSS lengths for its size', () => {
    const { container } = render(<Skeleton variant="circle" width={48} height="3em" />);
    const block = container.querySelector<HTMLElement>('[data-qm="skeleton"]')!;
    expect(block).toHaveAttribute('data-variant', 'circle');
    expect(block.style.getPropertyValue('--skeleton-width')).toBe('48px');
    expect(block.style.getPropertyValue('--skeleton-height')).toBe('3em');
  });
});

describe('SkeletonList', () => {
  it('announces loading once and draws the requested rows', () => {
    render(<SkeletonList count={5} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('불러오는 중');
    expect(status.querySelectorAll('[data-part="row"]')).toHaveLength(5);
  });

  it('takes another label', () => {
    render(<SkeletonList label="견적을 불러오는 중" />);
    expect(screen.getByRole('status')).toHaveTextContent('견적을 불러오는 중');
  });
});
