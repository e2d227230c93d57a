import type { Virtualizer } from '@tanstack/react-virtual';
import { memo, type CSSProperties, type ReactNode, type RefObject } from 'react';
import type { InfiniteListProps } from './InfiniteList.props';
import { StyledItems, StyledRow } from './InfiniteList.styles';

export interface VirtualRowsProps<T> extends InfiniteListProps<T> {
  virtualizer: Virtualizer<HTMLElement, Element> | Virtualizer<Window, Element>;
  scrollMargin: number;
  listRef: RefObject<HTMLDivElement | null>;
  /**
   * Whether the rows stand where the virtualizer puts them, or in the normal flow (its owner
   * decides). On the server the virtualizer knows the rows' sizes only by estimate, so they stand
   * in the flow, one under the other at their real heights. Hydration measures them; they are then
   * placed exactly where they already were, so neither a row of unexpected height overlaps the next
   * nor does anything move. A list the browser renders alone is placed before it is painted.
   */
  placed: boolean;
}

interface RowContentProps<T> {
  item: T;
  index: number;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A row's content, rendered again only for a new item, index or `renderItem`. The virtualizer
 * renders the list again whenever a row is measured or the list scrolls a row in or out; the rows
 * already on screen are then the same, and their content (a product card with its styles) is not
 * rendered for nothing. A parent's new render passes a new `renderItem`, so its rows follow it.
 */
const RowContent = memo(function RowContent<T>({ item, index, renderItem }: RowContentProps<T>) {
  return renderItem(item, index);
}) as <T>(props: RowContentProps<T>) => ReactNode;

/** The rows a virtualizer gives, placed where it puts them or in the flow; each row strategy renders them. */
export function VirtualRows<T>({
  items,
  renderItem,
  virtualizer,
  scrollMargin,
  listRef,
  placed,
  label,
  gap = 0,
}: VirtualRowsProps<T>) {
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1);
  // In the flow, the first row stands where the virtualizer would put it (the top, unless the page
  // was scrolled before it was taken over). The rows not rendered take their estimated room above
  // and below the rendered ones, which stand at their real heights: the list is as tall as the
  // virtualizer makes it once it has measured them, so the page scrolls as far before it is taken
  // over as after, and nothing moves as it is placed.
  const flowStyle: CSSProperties = {
    paddingTop: Math.max(0, (rows[0]?.start ?? scrollMargin) - scrollMargin),
    paddingBottom: Math.max(
      0,
      virtualizer.getTotalSize() - ((lastRow?.end ?? scrollMargin) - scrollMargin),
    ),
    rowGap: gap,
  };
  return (
    <StyledItems
      ref={listRef}
      role="list"
      aria-label={label}
      data-part="items"
      data-layout={placed ? 'placed' : 'flow'}
      style={placed ? { height: virtualizer.getTotalSize() } : flowStyle}
    >
      {rows.map((row) => (
        <StyledRow
          key={row.key}
          role="listitem"
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={placed ? { transform: `translateY(${row.start - scrollMargin}px)` } : undefined}
        >
          <RowContent item={items[row.index] as T} index={row.index} renderItem={renderItem} />
        </StyledRow>
      ))}
    </StyledItems>
  );
}
