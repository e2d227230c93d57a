import { z } from 'zod/mini';

export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** A list's order: one of its sortable columns, and which way. */
export interface ListOrder<Column extends string> {
  sort: Column;
  order: SortOrder;
}

/** The columns a server-paged list can be ordered by, and the order it has when none is asked. */
export interface ListSorting<Column extends string> {
  columns: readonly [Column, ...Column[]];
  fallback: ListOrder<Column>;
}

/**
 * Declares a list's sorting once: the endpoint's query, the API's order and the console read it.
 * The answer is a `ListSorting` spelled out, so the published declarations of the lists that call
 * this name no type of the package's own index (which a NodeNext consumer cannot resolve).
 */
export function defineListSorting<const Column extends string>(
  columns: readonly [Column, ...Column[]],
  fallback: ListOrder<NoInfer<Column>>,
): { columns: readonly [Column, ...Column[]]; fallback: { sort: Column; order: 'asc' | 'desc' } } {
  return { columns, fallback };
}

/** `?sort=&order=` for an endpoint's query, defaulting to the list's own order. */
export function sortQueryShape<Column extends string>({ columns, fallback }: ListSorting<Column>) {
  return {
    sort: z._default(z.enum(columns), fallback.sort),
    order: z._default(z.enum(sortOrders), fallback.order),
  };
}

/** The order a link or a stored address asks for, or the list's own when it asks for none it has. */
export function listOrderOf<Column extends string>(
  { columns, fallback }: ListSorting<Column>,
  asked: { sort?: string | null; order?: string | null },
): ListOrder<Column> {
  const sort = columns.find((column) => column === asked.sort);
  if (sort === undefined) return fallback;
  const order = sortOrders.find((candidate) => candidate === asked.order) ?? fallback.order;
  return { sort, order };
}
