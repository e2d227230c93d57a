import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon';
import { iconNames } from './Icon.shapes';

describe('Icon', () => {
  it('is decorative unless it is given a label', () => {
    const { container } = render(<Icon name="bell" />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('data-icon', 'bell');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('names a meaningful icon', () => {
    render(<Icon name="star" label="별점" />);
    expect(screen.getByRole('img', { name: '별점' })).toHaveAttribute('fill', 'currentColor');
  });

  it('draws line icons in the text colour, and every icon has a shape', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg')!;
      expect(svg.childElementCount, name).toBeGreaterThan(0);
      expect([svg.getAttribute('stroke'), svg.getAttribute('fill')]).toContain('currentColor');
      unmount();
    }
  });
});
