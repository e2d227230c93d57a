import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './Spinner';
import { spinnerVariants } from './Spinner.variants';

describe('Spinner', () => {
  it('is a status named in Korean by default', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('불러오는 중');
    expect(status).toHaveAttribute('data-size', spinnerVariants.size.default);
    expect(status).toHaveAttribute('data-tone', spinnerVariants.tone.default);
  });

  it('takes another label', () => {
    render(<Spinner label="견적을 조회하는 중" />);
    expect(screen.getByRole('status')).toHaveTextContent('견적을 조회하는 중');
    expect(screen.queryByText('불러오는 중')).toBeNull();
  });

  it('hides the animated ring from assistive technology', () => {
    const { container } = render(<Spinner size="lg" tone="inverse" />);
    expect(container.querySelector('[data-part="ring"]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('status')).toHaveAttribute('data-size', 'lg');
    expect(screen.getByRole('status')).toHaveAttribute('data-tone', 'inverse');
  });
});
