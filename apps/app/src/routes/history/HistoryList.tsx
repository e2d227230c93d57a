import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { HistorySort } from '@quotemarket/contract';
import { Button, EmptyState, InfiniteList, vars } from '@quotemarket/ui';
import { historyListState, type HistoryListQuery } from './historyListState';
import { HistoryToolbar } from './HistoryToolbar';
import { assumedViewport } from '../../shared/firstScreen';

const Row = styled.div`
  padding-bottom: ${vars.space[3]};
`;

/** A history tab's paged query (`useSelectedHistory`, `usePendingHistory`): its items and total. */
export interface HistoryPagedQuery<Item> extends HistoryListQuery<Item> {
  data?: { pages: readonly { totalElements: number }[] };
}

interface HistoryListProps<Item extends { quotationId: number }> {
  /** The tab's list, loaded under `sort`; one row a request, keyed by its quotation id. */
  query: HistoryPagedQuery<Item>;
  sort: HistorySort;
  onSortChange: (sort: HistorySort) => void;
  /** Names the list for screen readers. */
  label: string;
  renderItem: (item: Item) => ReactNode;
  /** A row's height in px before it is measured. */
  estimateSize: number;
  /** What an empty tab says, and where its button leads. */
  empty: { title: string; description: string; actionLabel: string; actionTo: string };
}

/**
 * A history tab's body: the toolbar with the total and the sort, then the list, ten at a time,
 * with its loading, error and empty states.
 */
export function HistoryList<Item extends { quotationId: number }>({
  query,
  sort,
  onSortChange,
  label,
  renderItem,
  estimateSize,
  empty,
}: HistoryListProps<Item>) {
  return (
    <>
      <HistoryToolbar
        total={query.data?.pages[0]?.totalElements}
        sort={sort}
        onSortChange={onSortChange}
      />
      <InfiniteList
        initialRect={assumedViewport}
        label={label}
        {...historyListState(query, (item) => item.quotationId)}
        renderItem={(item) => <Row>{renderItem(item)}</Row>}
        estimateSize={estimateSize}
        emptyFallback={
          <EmptyState
            title={empty.title}
            description={empty.description}
            action={
              <Button asChild variant="outline">
                <Link to={empty.actionTo}>{empty.actionLabel}</Link>
              </Button>
            }
          />
        }
      />
    </>
  );
}
