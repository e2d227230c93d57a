import { PageStack } from '@quotemarket/ui';
import { CategoryHomeHeader } from './CategoryHomeHeader';
import { CategoryHomeProductList } from './CategoryHomeProductList';
import { CategoryHomeRequestBar } from './CategoryHomeRequestBar';
import { CategoryHomeSearch } from './CategoryHomeSearch';
import { useCategoryHomePage } from './useCategoryHomePage';
import { LazyNotFoundPage } from '../../shared/LazyNotFoundPage';

/** The category home (`paths.categoryHome`). */
export function CategoryHomePage() {
  const page = useCategoryHomePage();
  if (page.isUnknownCategory) return <LazyNotFoundPage />;
  return (
    <PageStack>
      <CategoryHomeHeader
        categoryId={page.categoryId}
        displayName={page.displayName}
        header={page.header}
      />
      <CategoryHomeSearch
        categoryId={page.categoryId}
        displayName={page.displayName}
        search={page.search}
      />
      <CategoryHomeProductList
        displayName={page.displayName}
        isLoggedIn={page.isLoggedIn}
        list={page.list}
      />
      <CategoryHomeRequestBar request={page.request} />
    </PageStack>
  );
}
