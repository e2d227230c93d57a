/**
 * Every query key comes from here, so an invalidation can name exactly what a mutation changed.
 * Keys are arrays that nest: invalidating `queryKeys.home.all` refreshes every home query.
 */
export const queryKeys = {
  home: {
    all: ['home'] as const,
    mainCategories: () => [...queryKeys.home.all, 'main-categories'] as const,
  },
};
