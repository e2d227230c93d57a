import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCounter } from './StatCounter';

describe('StatCounter', () => {
  it('shows a labelled, grouped number with its unit', () => {
    render(<StatCounter label="지금 접속 중" value={1234} unit="명" />);
    const group = screen.getByRole('group', { name: '지금 접속 중' });
    expect(group).toHaveTextContent('1,234명');
    expect(group).toHaveAttribute('data-variant', 'card');
  });

  it('renders inline', () => {
    render(<StatCounter label="오늘 견적 요청" value={56} unit="건" variant="inline" />);
    expect(screen.getByRole('group', { name: '오늘 견적 요청' })).toHaveAttribute(
      'data-variant',
      'inline',
    );
    expect(screen.getByText('56')).toBeInTheDocument();
  });

  it('shows a skeleton and announces loading instead of a number', () => {
    const { container } = render(
      <StatCounter label="지금 접속 중" value={1234} unit="명" loading />,
    );
    const group = screen.getByRole('group', { name: '지금 접속 중' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(group).toHaveTextContent('불러오는 중');
    expect(group).not.toHaveTextContent('1,234');
    expect(container.querySelector('[data-part="skeleton"]')).toBeInTheDocument();
  });

  it('shows a dash, not NaN, when the number is unknown', () => {
    render(<StatCounter label="오늘 견적 요청" value={null} unit="건" />);
    const group = screen.getByRole('group', { name: '오늘 견적 요청' });
    expect(group).toHaveTextContent('-');
    expect(group).not.toHaveTextContent('건');
  });
});
