import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a named progressbar with its range', () => {
    render(<ProgressBar value={43} />);
    const bar = screen.getByRole('progressbar', { name: '진행률' });
    expect(bar).toHaveAttribute('aria-valuenow', '43');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.queryByText('43%')).toBeNull();
  });

  it('shows the percent when asked', () => {
    render(<ProgressBar value={57.4} showValue label="견적 요청 진행률" />);
    expect(screen.getByRole('progressbar', { name: '견적 요청 진행률' })).toHaveAttribute(
      'aria-valuenow',
      '57',
    );
    expect(screen.getByText('57%')).toBeInTheDocument();
  });

  it.each([
    [130, '100'],
    [-5, '0'],
    [Number.NaN, '0'],
  ])('clamps %s to %s', (value, expected) => {
    render(<ProgressBar value={value} showValue />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', expected);
    expect(screen.getByText(`${expected}%`)).toBeInTheDocument();
  });
});
