import { defaultPageSize } from '../core/paging';

/** One page of a paged list as the API answers it: `pageSize` items make a full page. */
export function listPage<Item>(
  list: Item[],
  totalElements = list.length,
  pageSize = defaultPageSize,
) {
  return { list, totalElements, totalPages: Math.ceil(totalElements / pageSize) };
}

/** `count` items made by `make`, numbered from `from`. */
export function numbered<Item>(count: number, make: (n: number) => Item, from = 1): Item[] {
  return Array.from({ length: count }, (_, index) => make(from + index));
}
