import { useSearchParams } from 'react-router-dom';
import type { ListOrder, ListSorting } from '@quotemarket/contract';
import { listOrderSearch, readListOrder } from './listOrderSearch';

/**
 * A console list's order as it lives in the address, beside whatever else the address holds (a
 * status queue's filter): another order keeps that and starts again at page 1.
 */
export function useListOrderSearch<Column extends string>(sorting: ListSorting<Column>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const show = (order: ListOrder<Column>) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      for (const key of ['sort', 'order', 'page']) params.delete(key);
      for (const [key, value] of Object.entries(listOrderSearch(sorting, order))) {
        params.set(key, value);
      }
      params.set('page', '1');
      return params;
    });
  return { order: readListOrder(sorting, searchParams), show };
}
