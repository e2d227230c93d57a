import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateSeparator } from './DateSeparator';

describe('DateSeparator', () => {
  it('shows the Seoul day with its weekday as a machine-readable date', () => {
    render(<DateSeparator date="2026-12-06T15:30:00Z" />);
    const time = screen.getByText('2026년 12월 7일 월요일');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-12-07');
  });

  it('takes a Date too', () => {
    render(<DateSeparator date={new Date('2026-12-31T00:00:00Z')} />);
    expect(screen.getByText('2026년 12월 31일 목요일')).toBeInTheDocument();
  });
});
