import type { MainCategory } from '@quotemarket/contract';

/** `/product/home/{id}/{nameEn}`, the category home route of the spec. */
export function categoryHomeHref(category: Pick<MainCategory, 'id' | 'nameEn'>): string {
  return `/product/home/${category.id}/${encodeURIComponent(category.nameEn)}`;
}
