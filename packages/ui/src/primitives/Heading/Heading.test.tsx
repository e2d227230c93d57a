import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';
import { headingVariants } from './Heading.variants';

describe('Heading', () => {
  it('is an h2 on the default scale unless told otherwise', () => {
    render(<Heading>휴대폰 본인인증</Heading>);
    const heading = screen.getByRole('heading', { level: 2, name: '휴대폰 본인인증' });
    expect(heading).toHaveAttribute('data-size', headingVariants.size.default);
    expect(heading).toHaveAttribute('data-tone', 'default');
  });

  it('chooses its outline level apart from its look', () => {
    render(
      <Heading level={3} size="sm" tone="subtle">
        고객 지원
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: '고객 지원' });
    expect(heading.tagName).toBe('H3');
    expect(heading).toHaveAttribute('data-size', 'sm');
    expect(heading).toHaveAttribute('data-tone', 'subtle');
  });
});
