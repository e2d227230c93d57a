import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TypingIndicator } from './TypingIndicator';

describe('TypingIndicator', () => {
  it('announces that the dealer is typing and hides the dots', () => {
    const { container } = render(<TypingIndicator name="강남점" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('판매점이 입력 중');
    expect(status).toHaveAttribute('data-side', 'dealer');
    expect(container.querySelector('[data-part="dots"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('takes another label', () => {
    render(<TypingIndicator label="답변을 준비하고 있어요" />);
    expect(screen.getByRole('status')).toHaveTextContent('답변을 준비하고 있어요');
    expect(screen.queryByText('판매점이 입력 중')).toBeNull();
  });
});
