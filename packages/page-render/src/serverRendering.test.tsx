import { styled } from 'styled-components';
import { describe, expect, it } from 'vitest';
import {
  createServerQueryClient,
  hasFailedQuery,
  renderStyledPage,
  settledWithin,
  styleAttributesOf,
} from './serverRendering';

describe('styleAttributesOf', () => {
  it('lists each style attribute once, as the browser reads it', () => {
    const markup = [
      '<span style="--star-fill:100%"></span>',
      '<span style="--star-fill:100%"></span>',
      '<div role="region" style="pointer-events:none"></div>',
      '<p data-style="x">style="not an attribute"</p>',
      '<i style="font-family:&quot;Pretendard&quot;, sans-serif"></i>',
    ].join('');
    expect(styleAttributesOf(markup)).toEqual([
      '--star-fill:100%',
      'pointer-events:none',
      'font-family:"Pretendard", sans-serif',
    ]);
  });
});

describe("a server render's query client", () => {
  it('does not try a failed request again, and says a page holds a failed answer', async () => {
    const queryClient = createServerQueryClient();
    let calls = 0;
    await queryClient.prefetchQuery({
      queryKey: ['refused'],
      queryFn: () => {
        calls += 1;
        throw new Error('404');
      },
    });
    expect(calls).toBe(1);
    expect(hasFailedQuery(queryClient)).toBe(true);
  });

  it('holds no failed answer when every request succeeded', async () => {
    const queryClient = createServerQueryClient();
    await queryClient.prefetchQuery({ queryKey: ['list'], queryFn: () => [1, 2] });
    expect(hasFailedQuery(queryClient)).toBe(false);
  });
});

describe('settledWithin', () => {
  it('resolves once the requests have settled, failed ones included', async () => {
    const started = Date.now();
    await settledWithin([Promise.resolve(1), Promise.reject(new Error('x'))], 5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('stops waiting after the time given', async () => {
    const started = Date.now();
    await settledWithin([new Promise(() => {})], 50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });
});

describe('renderStyledPage', () => {
  it("gives the page's markup, its styles for the head and the policy, and the state to hydrate", async () => {
    const Box = styled.p`
      color: rgb(1, 2, 3);
    `;
    let drawn = 0;
    function Counted() {
      drawn += 1;
      return <Box style={{ width: 10 }}>안녕하세요</Box>;
    }
    const page = await renderStyledPage(<Counted />, () => ({ drawn }));
    expect(page.body).toContain('안녕하세요');
    expect(page.styleElements).toHaveLength(1);
    expect(page.styleElements[0]).toContain('color:rgb(1, 2, 3)');
    expect(page.head).toContain('<style');
    expect(page.styleAttributes).toEqual(['width:10px']);
    // The state is read after the render, so it holds what the render noted.
    expect(page.head).toContain(
      '<script type="application/json" id="prerendered-state">{"drawn":1}',
    );
  });
});
