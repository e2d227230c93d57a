import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProductThumb } from './ProductThumb';

describe('ProductThumb', () => {
  it('shows the picture without text of its own, lazily by default', () => {
    const { container } = render(<ProductThumb src="/media/phone.png" />);
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(container.firstElementChild).toHaveAttribute('data-size', 'md');
  });

  it('stands a placeholder in for a missing picture and for one that fails to load', () => {
    const { container, rerender } = render(<ProductThumb />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="placeholder"]')).toBeInTheDocument();
    rerender(<ProductThumb src="/broken.png" size="lg" loading="eager" />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-part="placeholder"]')).toBeInTheDocument();
  });

  it('shows a new picture again after an earlier one failed', () => {
    const { container, rerender } = render(<ProductThumb src="/broken.png" />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<ProductThumb src="/media/phone.png" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/phone.png');
  });
});
