import { allCategoriesId, categoryNameKo } from '@quotemarket/contract';
import { useSellerProfile } from '@quotemarket/hooks';
import { CategoryChips, type CategoryChip } from '@quotemarket/ui';

interface InboxCategoryFilterProps {
  /** The chosen category; undefined for all of them. */
  categoryId: number | undefined;
  onSelect: (categoryId: number) => void;
}

/**
 * '전체' and each category the store takes requests in, from the dealer's profile. '전체' is there
 * from the first render, so the row holds its height while the profile loads and the list below
 * does not move when the store's categories join it.
 */
export function InboxCategoryFilter({ categoryId, onSelect }: InboxCategoryFilterProps) {
  const storeCategories = useSellerProfile().data?.categories ?? [];
  const chips: CategoryChip[] = [allCategoriesId, ...storeCategories].flatMap((id) => {
    const name = categoryNameKo(id);
    return name === null ? [] : [{ id, name }];
  });
  return (
    <CategoryChips
      categories={chips}
      selectedId={categoryId ?? allCategoriesId}
      onSelect={onSelect}
      label="카테고리로 거르기"
    />
  );
}
