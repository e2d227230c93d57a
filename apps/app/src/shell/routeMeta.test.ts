import { describe, expect, it } from 'vitest';
import { NONE, resolveRouteMeta, type RouteMeta } from './routeMeta';

const match = (handle: RouteMeta | undefined, params: Record<string, string> = {}) => ({
  pathname: '/',
  params,
  handle,
});

describe('resolveRouteMeta', () => {
  it('takes a fixed title, the back button and the active tab from the page route', () => {
    const meta = resolveRouteMeta(
      [match(undefined), match({ title: '견적 확인', isFooterActiveFor: 'quotation-check' })],
      '/quotation-check',
    );
    expect(meta).toEqual({
      title: '견적 확인',
      isHeaderHidden: false,
      isShowBackButton: false,
      isFooterHidden: false,
      activeTab: 'quotation-check',
    });
  });

  it('computes a title from the path and its parameters', () => {
    const meta = resolveRouteMeta(
      [
        match(
          {
            title: '무시되는 제목',
            dynamicTitleResolver: ({ pathname, params }) => `${params.name} (${pathname})`,
            isShowBackButton: true,
          },
          { name: '정수기' },
        ),
      ],
      '/product/home/3/Water Purifier',
    );
    expect(meta.title).toBe('정수기 (/product/home/3/Water Purifier)');
    expect(meta.isShowBackButton).toBe(true);
  });

  it('hides the header for a title of NONE and the navigation for a footer of NONE', () => {
    const meta = resolveRouteMeta([match({ title: NONE, isFooterActiveFor: NONE })], '/login');
    expect(meta.title).toBeUndefined();
    expect(meta.isHeaderHidden).toBe(true);
    expect(meta.isFooterHidden).toBe(true);
    expect(meta.activeTab).toBeUndefined();
  });

  it('lets a deeper route override what its parent set', () => {
    const meta = resolveRouteMeta(
      [
        match({ title: '영역', isShowBackButton: true, isFooterActiveFor: NONE }),
        match({ title: '화면', isShowBackButton: false, isFooterActiveFor: 'my' }),
      ],
      '/x',
    );
    expect(meta).toMatchObject({
      title: '화면',
      isShowBackButton: false,
      isFooterHidden: false,
      activeTab: 'my',
    });
  });

  it('shows the header without a title, no back button, and the navigation with no active tab by default', () => {
    expect(resolveRouteMeta([match(undefined)], '/')).toEqual({
      title: undefined,
      isHeaderHidden: false,
      isShowBackButton: false,
      isFooterHidden: false,
      activeTab: undefined,
    });
  });
});
