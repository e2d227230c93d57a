import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

export const defaultPageSize = 10;
export const maxPageSize = 100;

/**
 * The largest value a PostgreSQL `integer` column holds: every id, amount and count the API stores
 * fits in one, so a number past it is refused as bad input before it reaches the database.
 */
export const maxStoredInteger = 2_147_483_647;

/** A row's id in a body. */
export const recordId = lazySchema(() => z.int().check(z.positive(), z.maximum(maxStoredInteger)));
/** A row's id in a path or a query string, where it arrives as text. */
export const recordIdText = lazySchema(() =>
  z.coerce.number().check(z.int(), z.positive(), z.maximum(maxStoredInteger)),
);

const pageNumber = lazySchema(() =>
  z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxStoredInteger)), 1),
);
const pageSize = lazySchema(() =>
  z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxPageSize)),
    defaultPageSize,
  ),
);

/** `?pageNo=&pageSize=` — pages count from 1. */
export const pageNoQuery = lazySchema(() => z.object({ pageNo: pageNumber, pageSize }));
/** `?page=&size=` — pages count from 1. */
export const pageQuery = lazySchema(() => z.object({ page: pageNumber, size: pageSize }));

/** A main category's id in a query; 0 or absent means every main category. */
export const mainCategoryFilter = lazySchema(() =>
  z
    ._default(z.coerce.number().check(z.int(), z.nonnegative(), z.maximum(maxStoredInteger)), 0)
    .check(z.describe('메인 카테고리 id, 0이면 전체')),
);

export function pagedList<Item extends z.core.$ZodType>(item: Item) {
  return z.object({
    list: z.array(item),
    totalElements: z.int().check(z.nonnegative()),
    totalPages: z.int().check(z.nonnegative()),
  });
}

export function pagedContent<Item extends z.core.$ZodType>(item: Item) {
  return z.object({
    content: z.array(item),
    totalElements: z.int().check(z.nonnegative()),
    totalPages: z.int().check(z.nonnegative()),
  });
}

export const idParam = lazySchema(() => z.object({ id: recordIdText }));
/** ISO-8601 instant in UTC, as every timestamp travels. */
export const isoDateTime = lazySchema(() => z.iso.datetime());
/** Whole won; money is never negative. */
export const won = lazySchema(() => z.int().check(z.nonnegative(), z.maximum(maxStoredInteger)));
