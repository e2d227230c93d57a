import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wideScreen } from '../../internal/media';
import { componentCss, ruleOf } from '../../testing/styleRules';
import { SplitLayout } from './SplitLayout';
import { splitLayoutVariants } from './SplitLayout.variants';

describe('SplitLayout', () => {
  it('renders the primary slot first and adds no landmark of its own', () => {
    render(
      <SplitLayout
        primary={<section aria-label="요청 내용">요청 내용</section>}
        secondary={<aside aria-label="견적 작성">견적 작성</aside>}
      />,
    );
    const primary = screen.getByRole('region', { name: '요청 내용' });
    const secondary = screen.getByRole('complementary', { name: '견적 작성' });
    expect(primary.compareDocumentPosition(secondary)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    const root = primary.closest('[data-qm="split-layout"]');
    expect(root?.tagName).toBe('DIV');
    expect(root).toHaveAttribute(
      'data-secondary-width',
      splitLayoutVariants.secondaryWidth.default,
    );
    expect(root).toHaveAttribute('data-sticky-secondary', 'false');
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('puts the secondary slot first in the document when told to stack it first', () => {
    render(
      <SplitLayout
        stackOrder="secondaryFirst"
        primary={<p>요청 내용</p>}
        secondary={<p>요약</p>}
      />,
    );
    const primary = screen.getByText('요청 내용');
    const secondary = screen.getByText('요약');
    expect(secondary.compareDocumentPosition(primary)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // Grid areas, not the document order, keep the primary slot on the start side when wide.
    expect(primary.parentElement).toHaveAttribute('data-part', 'primary');
    const root = primary.closest('[data-qm="split-layout"]')!;
    expect(componentCss(root).inside(wideScreen)).toContain(
      "grid-template-areas:'primary secondary'",
    );
  });

  it('spreads into columns only from 1024 px', () => {
    render(<SplitLayout secondaryWidth="half" primary="왼쪽" secondary="오른쪽" />);
    const root = screen.getByText('왼쪽').closest('[data-qm="split-layout"]')!;
    expect(root).toHaveAttribute('data-secondary-width', 'half');
    const css = componentCss(root);
    expect(css.inside(wideScreen)).toContain('grid-template-columns:var(--split-columns)');
    expect(css.outside).not.toContain('grid-template-columns:var(--split-columns)');
    expect(ruleOf(root, "[data-secondary-width='half']")).toBe(
      '--split-columns:minmax(0, 1fr) minmax(0, 1fr);',
    );
  });

  it('passes native attributes and the sticky flag to the root', () => {
    render(
      <SplitLayout
        stickySecondary
        id="deal-detail"
        aria-busy="true"
        primary="목록"
        secondary="요약"
      />,
    );
    const root = screen.getByText('목록').closest('[data-qm="split-layout"]');
    expect(root).toHaveAttribute('id', 'deal-detail');
    expect(root).toHaveAttribute('aria-busy', 'true');
    expect(root).toHaveAttribute('data-sticky-secondary', 'true');
  });
});
