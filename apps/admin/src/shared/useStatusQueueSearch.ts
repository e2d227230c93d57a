import { useSearchParams } from 'react-router-dom';
import type { ListOrder, ListSorting } from '@quotemarket/contract';
import { listOrderSearch, readListOrder } from './listOrderSearch';

export interface StatusQueueSearch<Status extends string> {
  /** The status shown; `undefined` is 전체. */
  status: Status | undefined;
  page: number;
  /** Puts another status or page in the address, so a link or a reload keeps it. */
  show: (next: { status: Status | undefined; page: number }) => void;
}

/** A status queue its server also orders: the order lives in the address beside the status. */
export interface SortedStatusQueueSearch<
  Status extends string,
  Column extends string,
> extends StatusQueueSearch<Status> {
  order: ListOrder<Column>;
  /** Puts another order in the address, from the first page, keeping the status. */
  sortBy: (order: ListOrder<Column>) => void;
}

/**
 * A status queue's filter and page (and, given its sorting, its order) as they live in the
 * address: without a `status` the queue opens on `initial` (what waits for an operator), and
 * `status=` (empty) is 전체. Another status keeps the order asked.
 */
export function useStatusQueueSearch<Status extends string, Column extends string>(
  statuses: readonly Status[],
  initial: Status,
  sorting: ListSorting<Column>,
): SortedStatusQueueSearch<Status, Column>;
export function useStatusQueueSearch<Status extends string>(
  statuses: readonly Status[],
  initial: Status,
): StatusQueueSearch<Status>;
export function useStatusQueueSearch<Status extends string, Column extends string>(
  statuses: readonly Status[],
  initial: Status,
  sorting?: ListSorting<Column>,
): StatusQueueSearch<Status> | SortedStatusQueueSearch<Status, Column> {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status = asked === null ? initial : statuses.find((candidate) => candidate === asked);
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const order = sorting && readListOrder(sorting, searchParams);
  const write = (next: {
    status: Status | undefined;
    order: ListOrder<Column> | undefined;
    page: number;
  }) =>
    setSearchParams({
      status: next.status ?? '',
      ...(sorting && next.order ? listOrderSearch(sorting, next.order) : {}),
      page: String(next.page),
    });
  const show = (next: { status: Status | undefined; page: number }) => write({ ...next, order });
  if (!order) return { status, page, show };
  return { status, page, show, order, sortBy: (next) => write({ status, order: next, page: 1 }) };
}
