import { listMainCategories, type MainCategory } from '@quotemarket/contract';
import { listActiveMainCategories } from '../domain/catalog/main-categories';
import type { RouteModule } from '../http/router';
import { catalogueAnswers } from './answer-caching';

export const homeRoutes: RouteModule = (mount, { db }) => {
  mount(
    listMainCategories,
    async () => {
      const rows = await listActiveMainCategories(db);
      return rows.map((row): MainCategory => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
    },
    catalogueAnswers(),
  );
};
