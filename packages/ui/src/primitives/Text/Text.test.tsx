import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Text } from './Text';

describe('Text', () => {
  it('is a paragraph in the default size and tone', () => {
    render(<Text>견적 요청을 위해 휴대폰 번호를 인증해 주세요.</Text>);
    const text = screen.getByText('견적 요청을 위해 휴대폰 번호를 인증해 주세요.');
    expect(text.tagName).toBe('P');
    expect(text).toHaveAttribute('data-size', 'md');
    expect(text).toHaveAttribute('data-tone', 'default');
  });

  it('takes another element, size and tone', () => {
    render(
      <Text as="span" size="sm" tone="danger" role="alert">
        인증번호가 맞지 않아요.
      </Text>,
    );
    const text = screen.getByRole('alert');
    expect(text.tagName).toBe('SPAN');
    expect(text).toHaveAttribute('data-size', 'sm');
    expect(text).toHaveAttribute('data-tone', 'danger');
  });
});
