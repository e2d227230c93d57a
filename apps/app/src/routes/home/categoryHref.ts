import { categoryRouteNames, type MainCategory } from '@quotemarket/contract';

/**
 * `/product/home/{id}/{nameEn}`, the category home route of the spec. Health/Beauty (id 8) is
 * `Health` in routes; any other name is used up to a slash.
 */
export function categoryHomeHref(category: Pick<MainCategory, 'id' | 'nameEn'>): string {
  const routeName =
    (categoryRouteNames as Partial<Record<number, string>>)[category.id] ??
    category.nameEn.split('/')[0]!.trim();
  return `/product/home/${category.id}/${encodeURIComponent(routeName)}`;
}
