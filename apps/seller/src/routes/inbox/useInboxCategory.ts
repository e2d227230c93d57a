import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { allCategoriesId, isMainCategoryId } from '@quotemarket/contract';

/** The address's category filter: kept there so a reload or a way back finds the same list. */
export const inboxCategoryParam = 'category';

/**
 * The category an inbox address asks for (`?category=1`), undefined for every category of the
 * dealer. An id that is no main category counts as no filter.
 */
export function inboxCategoryOf(params: URLSearchParams): number | undefined {
  const requested = Number(params.get(inboxCategoryParam));
  return isMainCategoryId(requested) ? requested : undefined;
}

/** The inbox's category filter, kept in the address, and the way to choose another. */
export function useInboxCategory() {
  const [params, setParams] = useSearchParams();
  const categoryId = inboxCategoryOf(params);

  const chooseCategory = useCallback(
    (next: number) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === allCategoriesId) updated.delete(inboxCategoryParam);
          else updated.set(inboxCategoryParam, String(next));
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { categoryId, chooseCategory };
}
