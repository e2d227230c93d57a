import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { HistorySort } from '@quotemarket/contract';
import { parseHistorySort } from './historyRules';

/** The address's sort parameter: kept there so a way back from a deal finds the list as it was. */
export const historySortParam = 'sort';

/**
 * A history tab's sort (spec 4 "List sort"): read from the address; a change drops what was
 * loaded under the new sort before, so the list is cleared and loads again from its first page.
 */
export function useHistorySort(listKey: (query: { sortOrder: HistorySort }) => QueryKey) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const sort = parseHistorySort(params.get(historySortParam));

  const changeSort = useCallback(
    (next: HistorySort) => {
      queryClient.removeQueries({ queryKey: listKey({ sortOrder: next }), exact: true });
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(historySortParam, next);
          return updated;
        },
        { replace: true },
      );
    },
    [queryClient, listKey, setParams],
  );

  return { sort, changeSort };
}
