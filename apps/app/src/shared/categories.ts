import {
  allCategoriesId,
  categoryNameKo,
  categoryRouteName,
  type MainCategory,
} from '@quotemarket/contract';
import { paths } from '../paths';

/** A route's `:id` as a category id; anything unreadable is '전체'. */
export function parseCategoryId(raw: string | undefined): number {
  const id = Number(raw);
  return Number.isInteger(id) && id >= 0 ? id : allCategoriesId;
}

/**
 * Whether a route's `:id` names '전체' or one of the loaded main categories: a made-up address
 * (`/product/home/999/…`, `/product/home/abc/…`) is a page that does not exist.
 */
export function isKnownCategoryId(
  raw: string | undefined,
  categories: readonly Pick<MainCategory, 'id'>[],
): boolean {
  const id = Number(raw);
  if (!Number.isInteger(id) || String(id) !== raw) return false;
  return id === allCategoriesId || categories.some((category) => category.id === id);
}

/**
 * The category's Korean name from the loaded list, else the known names, else '상품'. Never the
 * address's own words: a made-up `/product/home/999/Call-this-number` must not title a page.
 */
export function categoryDisplayName(
  id: number,
  categories: readonly Pick<MainCategory, 'id' | 'nameKo'>[] | undefined,
): string {
  return categories?.find((category) => category.id === id)?.nameKo ?? categoryNameKo(id) ?? '상품';
}

/** A category's home page, under the name its route uses ('Health/Beauty' is `Health`). */
export function categoryHomeHref(category: Pick<MainCategory, 'id' | 'nameEn'>): string {
  return paths.categoryHome(category.id, categoryRouteName(category.id, category.nameEn));
}
