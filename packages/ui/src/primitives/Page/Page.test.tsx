import { render, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrollParent } from '../../internal/scrollParent';
import { ruleOf } from '../../testing/styleRules';
import { Page } from './Page';
import { pageVariants } from './Page.variants';

/** The declarations of the Page's rule for one height mode (one class serves every mode). */
const ruleFor = (mode: string) =>
  ruleOf(document.querySelector('[data-qm="page"]')!, `[data-height-mode='${mode}']`);

describe('Page', () => {
  it('is a plain scrollable div, leaving landmarks to the app', () => {
    render(<Page>견적 목록</Page>);
    const page = screen.getByText('견적 목록');
    expect(page.tagName).toBe('DIV');
    expect(page).toHaveAttribute('data-qm', 'page');
    expect(page).toHaveAttribute('data-height-mode', pageVariants.heightMode.default);
    expect(screen.queryByRole('main')).toBeNull();
  });

  it('leaves room for the header and navigation by default (viewport minus 113px)', () => {
    render(<Page>내용</Page>);
    expect(ruleFor('withHeaderAndNavigation')).toContain(
      'calc( var(--vh, 1vh) * 100 - var(--qm-layout-header-height) - var(--qm-layout-navigation-height) )',
    );
  });

  it('takes the whole viewport on full pages and 59px less on the verification page', () => {
    render(<Page heightMode="full">로그인</Page>);
    expect(screen.getByText('로그인')).toHaveAttribute('data-height-mode', 'full');
    expect(ruleFor('full')).toContain('--page-height:calc(var(--vh, 1vh) * 100)');
    expect(ruleFor('withHeader')).toContain(
      'calc(var(--vh, 1vh) * 100 - var(--qm-layout-navigation-height))',
    );
  });

  it('passes native attributes through', () => {
    render(
      <Page id="content" aria-busy="true">
        불러오는 중
      </Page>,
    );
    const page = screen.getByText('불러오는 중');
    expect(page).toHaveAttribute('id', 'content');
    expect(page).toHaveAttribute('aria-busy', 'true');
  });

  it('gives the lists inside it its element once attached', () => {
    const seen: Array<HTMLElement | null> = [];
    function List() {
      seen.push(useScrollParent());
      return null;
    }
    render(
      <Page>
        <List />
      </Page>,
    );
    expect(seen.at(-1)).toBe(document.querySelector('[data-qm="page"]'));
  });

  it('is not rendered again when its element is attached (that would walk the whole page)', () => {
    const commits: string[] = [];
    render(
      <Profiler id="page" onRender={(_, phase) => commits.push(phase)}>
        <Page>내용</Page>
      </Profiler>,
    );
    expect(commits).toEqual(['mount']);
  });

  it('leaves lists outside a page with no scrolling parent', () => {
    const seen: Array<HTMLElement | null> = [];
    function List() {
      seen.push(useScrollParent());
      return null;
    }
    render(<List />);
    expect(seen).toEqual([null]);
  });
});
