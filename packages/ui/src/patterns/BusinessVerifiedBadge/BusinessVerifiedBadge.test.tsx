import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BusinessVerifiedBadge } from './BusinessVerifiedBadge';

describe('BusinessVerifiedBadge', () => {
  it('reads as the check and its day in Seoul, with the instant kept for machines', () => {
    render(<BusinessVerifiedBadge verifiedAt="2026-03-01T16:00:00.000Z" />);
    const badge = screen.getByText(/사업자 확인/);
    expect(badge).toHaveTextContent('사업자 확인 2026.03.02');
    expect(badge).toHaveAttribute('data-tone', 'success');
    expect(badge.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T16:00:00.000Z');
  });

  it('takes the product words when they differ', () => {
    render(
      <BusinessVerifiedBadge verifiedAt={new Date('2026-05-05T03:00:00Z')} label="사업자 인증" />,
    );
    expect(screen.getByText(/사업자 인증/)).toHaveTextContent('사업자 인증 2026.05.05');
  });
});
