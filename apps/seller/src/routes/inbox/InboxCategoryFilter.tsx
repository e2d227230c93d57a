import { allCategoriesId, categoryNameKo } from '@quotemarket/contract';
import { useSellerProfile } from '@quotemarket/hooks';
import { CategoryChips, type CategoryChip } from '@quotemarket/ui';

interface InboxCategoryFilterProps {
  /** The chosen category; undefined for all of them. */
  categoryId: number | undefined;
  onSelect: (categoryId: number) => void;
}

/** '전체' and each category the store takes requests in, from the dealer's profile. */
export function InboxCategoryFilter({ categoryId, onSelect }: InboxCategoryFilterProps) {
  const profile = useSellerProfile();
  if (!profile.data) return null;
  const chips: CategoryChip[] = [allCategoriesId, ...profile.data.categories].flatMap((id) => {
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
