import { useRef } from 'react';
import { useRenderedByTheBrowser } from '../../internal/useRenderedByTheBrowser';
import { virtualizerOptions, type InfiniteListProps } from './InfiniteList.props';
import { useElementListVirtualizer } from './useListVirtualizer';
import { VirtualRows } from './VirtualRows';

/** The rows of a list that scrolls in its own box (`scroll="container"`). */
export function ContainerRows<T>({
  viewport,
  ...props
}: InfiniteListProps<T> & { viewport: HTMLDivElement | null }) {
  const listRef = useRef<HTMLDivElement>(null);
  const placed = useRenderedByTheBrowser();
  const virtualizer = useElementListVirtualizer(
    { ...virtualizerOptions(props), getScrollElement: () => viewport },
    !placed,
  );
  return (
    <VirtualRows
      {...props}
      virtualizer={virtualizer}
      scrollMargin={0}
      listRef={listRef}
      placed={placed}
    />
  );
}
