import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export const defaultPageSize = 10;
export const maxPageSize = 100;

/**
 * The largest value a PostgreSQL `integer` column holds: every id, amount and count the API stores
 * fits in one, so a number past it is refused as bad input before it reaches the database.
 */
export const maxStoredInteger = 2_147_483_647;

/** A row's id in a body. */
export const recordId = lazySchema(() => z.number().int().positive().max(maxStoredInteger));
/** A row's id in a path or a query string, where it arrives as text. */
export const recordIdText = lazySchema(() =>
  z.coerce.number().int().positive().max(maxStoredInteger),
);

const pageNumber = lazySchema(() =>
  z.coerce.number().int().min(1).max(maxStoredInteger).default(1),
);
const pageSize = lazySchema(() =>
  z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
);

/** `?pageNo=&pageSize=` — pages count from 1. */
export const pageNoQuery = lazySchema(() => z.object({ pageNo: pageNumber, pageSize }));
/** `?page=&size=` — pages count from 1. */
export const pageQuery = lazySchema(() => z.object({ page: pageNumber, size: pageSize }));

/** A main category's id in a query; 0 or absent means every main category. */
export const mainCategoryFilter = lazySchema(() =>
  z.coerce
    .number()
    .int()
    .nonnegative()
    .max(maxStoredInteger)
    .default(0)
    .describe('메인 카테고리 id, 0이면 전체'),
);

export function pagedList<Item extends z.ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });
}

export function pagedContent<Item extends z.ZodType>(item: Item) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
  });
}

export const idParam = lazySchema(() => z.object({ id: recordIdText }));
/** ISO-8601 instant in UTC, as every timestamp travels. */
export const isoDateTime = lazySchema(() => z.iso.datetime());
/** Whole won; money is never negative. */
export const won = lazySchema(() => z.number().int().nonnegative().max(maxStoredInteger));
