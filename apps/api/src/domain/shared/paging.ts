import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ListOrder } from '@quotemarket/contract';

/** LIMIT/OFFSET of a page counted from 1, as every paged list of the contract counts. */
export function pageWindow(page: number, size: number): { limit: number; offset: number } {
  return { limit: size, offset: (page - 1) * size };
}

export function totalPagesOf(totalElements: number, size: number): number {
  return Math.ceil(totalElements / size);
}

/** The contract's `pagedList` answer: `{ list, totalElements, totalPages }`. */
export function pagedResult<Item>(list: Item[], totalElements: number, size: number) {
  return { list, totalElements, totalPages: totalPagesOf(totalElements, size) };
}

/**
 * ORDER BY a list's asked column, then its id the same way, so rows with equal values keep one
 * order from page to page.
 */
export function orderOf<Column extends string>(
  { sort, order }: ListOrder<Column>,
  columns: Record<Column, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] {
  const direction = order === 'asc' ? asc : desc;
  return [direction(columns[sort]), direction(id)];
}
