import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wideScreen } from '../../internal/media';
import { componentCss } from '../../testing/styleRules';
import { DescriptionList } from './DescriptionList';
import { descriptionListVariants } from './DescriptionList.variants';

const items = [
  { term: '통신사', description: 'SKT' },
  { term: '가입 유형', description: '번호이동' },
  { term: '총 지원금', description: '1,250,000원', emphasis: true },
];

describe('DescriptionList', () => {
  it('pairs each term with its value in a description list, in the order given', () => {
    render(<DescriptionList items={items} />);
    const terms = screen.getAllByRole('term');
    const values = screen.getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['통신사', '가입 유형', '총 지원금']);
    expect(values.map((value) => value.textContent)).toEqual(['SKT', '번호이동', '1,250,000원']);
    const list = terms[0]!.closest('dl');
    expect(list).toHaveAttribute('data-qm', 'description-list');
    expect(list).toHaveAttribute('data-layout', descriptionListVariants.layout.default);
    // Each pair sits in its own div, the one wrapper a dl allows, so it lays out as a unit.
    expect(terms[2]!.parentElement).toBe(values[2]!.parentElement);
    expect(terms[2]!.parentElement?.tagName).toBe('DIV');
  });

  it('marks the emphasised pair only', () => {
    render(<DescriptionList items={items} />);
    expect(screen.getByText('총 지원금').parentElement).toHaveAttribute('data-emphasis', 'true');
    expect(screen.getByText('통신사').parentElement).toHaveAttribute('data-emphasis', 'false');
  });

  it('takes rich content and passes native attributes on', () => {
    render(
      <DescriptionList
        layout="grid"
        id="request-detail"
        items={[{ term: '희망 색상', description: <strong>티타늄 실버</strong> }]}
      />,
    );
    const list = screen.getByRole('term').closest('dl');
    expect(list).toHaveAttribute('id', 'request-detail');
    expect(list).toHaveAttribute('data-layout', 'grid');
    expect(screen.getByRole('definition')).toContainHTML('<strong>티타늄 실버</strong>');
  });

  it('lays the grid out in two columns only from 1024 px', () => {
    render(<DescriptionList layout="grid" items={items} />);
    const css = componentCss(screen.getAllByRole('term')[0]!.closest('dl')!);
    expect(css.inside(wideScreen)).toContain('grid-template-columns:repeat(2, minmax(0, 1fr))');
    expect(css.outside).not.toContain('repeat(2');
  });
});
