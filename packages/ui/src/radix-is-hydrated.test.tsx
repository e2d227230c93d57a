import { describe, expect, it, vi } from 'vitest';
import { CategoryChips } from './patterns/CategoryChips';
import { useIsHydrated } from './radix-is-hydrated';
import { hydrateServerMarkup } from './testing/hydrateServerMarkup';

// What an app's bundler does with `resolve.alias` (scripts/radixIsHydrated.ts).
vi.mock('@radix-ui/react-use-is-hydrated', () => import('./radix-is-hydrated'));

function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useIsHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? '브라우저' : '서버'}</p>;
}

describe('useIsHydrated in place of Radix’s', () => {
  it('answers false on the server and while hydrating, true after', async () => {
    const seen: boolean[] = [];
    const page = await hydrateServerMarkup(<Probe seen={seen} />);
    expect(page.recoverableErrors).toEqual([]);
    // The server's render, hydration's, then the one after.
    expect(seen).toEqual([false, false, true]);
    expect(page.container).toHaveTextContent('브라우저');
    page.unmount();
  });

  it('serves Radix’s roving focus: a hydrated chip row takes Tab', async () => {
    const page = await hydrateServerMarkup(
      <CategoryChips
        categories={[
          { id: 0, name: '전체' },
          { id: 1, name: '휴대폰' },
        ]}
        selectedId={1}
        onSelect={() => {}}
      />,
    );
    expect(page.recoverableErrors).toEqual([]);
    // The chips were counted as focusable once hydrated: the row is a tab stop.
    expect(page.container.querySelector('[data-qm="category-chips"]')).toHaveAttribute(
      'tabindex',
      '0',
    );
    page.unmount();
  });
});
