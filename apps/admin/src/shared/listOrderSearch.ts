import { listOrderOf, type ListOrder, type ListSorting } from '@quotemarket/contract';

/** The order a console list's address asks for (`?sort=&order=`), or the list's own. */
export function readListOrder<Column extends string>(
  sorting: ListSorting<Column>,
  searchParams: URLSearchParams,
): ListOrder<Column> {
  return listOrderOf(sorting, { sort: searchParams.get('sort'), order: searchParams.get('order') });
}

/** The address's part for an order: nothing for the list's own, so a plain link stays plain. */
export function listOrderSearch<Column extends string>(
  { fallback }: ListSorting<Column>,
  order: ListOrder<Column>,
): Record<string, string> {
  return order.sort === fallback.sort && order.order === fallback.order ? {} : { ...order };
}
