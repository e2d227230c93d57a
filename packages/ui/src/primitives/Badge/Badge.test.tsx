import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('reads as the text around it, with its tone as data', () => {
    render(
      <p>
        24개월 총 비용 <Badge>가장 싼 견적</Badge>
      </p>,
    );
    const badge = screen.getByText('가장 싼 견적');
    expect(badge).toHaveAttribute('data-qm', 'badge');
    expect(badge).toHaveAttribute('data-tone', 'primary');
    expect(badge.closest('p')).toHaveTextContent('24개월 총 비용 가장 싼 견적');
  });

  it('takes another tone and passes attributes on', () => {
    render(
      <Badge tone="neutral" title="마감된 견적 요청">
        마감
      </Badge>,
    );
    const badge = screen.getByText('마감');
    expect(badge).toHaveAttribute('data-tone', 'neutral');
    expect(badge).toHaveAttribute('title', '마감된 견적 요청');
  });
});
