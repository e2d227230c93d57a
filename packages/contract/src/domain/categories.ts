/** The main categories of the spec: their ids, names and route names (their kinds: quote-kinds.ts). */

export const mainCategoryIds = {
  phone: 1,
  internet: 2,
  waterPurifier: 3,
  homeAppliances: 7,
  health: 8,
} as const;
export type MainCategoryId = (typeof mainCategoryIds)[keyof typeof mainCategoryIds];

/** The '전체' entry of the category chips and of `/product/home/0/All`: id 0 lists every category. */
export const allCategoriesId = 0;
export const allCategoriesRouteName = 'All';

const mainCategoryIdValues: ReadonlySet<number> = new Set(Object.values(mainCategoryIds));

export function isMainCategoryId(id: number): id is MainCategoryId {
  return mainCategoryIdValues.has(id);
}

/** Route names (nameEn) of the main categories; id 8, Health/Beauty, is "Health" in routes. */
export const categoryRouteNames = {
  1: 'Mobile Phones',
  2: 'Internet',
  3: 'Water Purifier',
  7: 'Home Appliances',
  8: 'Health',
} as const satisfies Record<MainCategoryId, string>;
export type CategoryRouteName = (typeof categoryRouteNames)[MainCategoryId];

/**
 * The name a category has in routes: the spec's own for a main category, '전체' as `All`, any other
 * English name up to a slash (as 'Health/Beauty' becomes 'Health').
 */
export function categoryRouteName(categoryId: number, nameEn = ''): string {
  if (isMainCategoryId(categoryId)) return categoryRouteNames[categoryId];
  if (categoryId === allCategoriesId) return allCategoriesRouteName;
  return nameEn.split('/')[0]!.trim();
}

/** The main category a route name stands for, if any. */
export function categoryIdOfRouteName(routeName: string): MainCategoryId | null {
  const entry = Object.entries(categoryRouteNames).find(([, name]) => name === routeName);
  return entry ? (Number(entry[0]) as MainCategoryId) : null;
}

/** The Korean names of the categories, as the glossary writes them, '전체' included. */
export const categoryNamesKo = {
  [allCategoriesId]: '전체',
  1: '휴대폰',
  2: '인터넷',
  3: '정수기',
  7: '생활가전',
  8: '헬스/뷰티',
} as const satisfies Record<MainCategoryId | typeof allCategoriesId, string>;

/** The category's Korean name by id; null for an id the spec does not know. */
export function categoryNameKo(categoryId: number): string | null {
  return (categoryNamesKo as Partial<Record<number, string>>)[categoryId] ?? null;
}
