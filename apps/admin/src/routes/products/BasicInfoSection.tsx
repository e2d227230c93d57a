import {
  categoryNamesKo,
  mainCategoryIds,
  productPriceLabels,
  productTextMaxLength,
  quoteFigureLabels,
  quoteKindOf,
} from '@quotemarket/contract';
import { useAdminCategories } from '@quotemarket/hooks';
import {
  MoneyField,
  PageSection,
  SelectField,
  TextField,
  type SelectOption,
} from '@quotemarket/ui';
import { FieldGrid, type ProductSectionProps } from './formLayout';
import { takesRentalFee, withCategory, type ProductDraft } from './productForm';

const categoryOptions = Object.values(mainCategoryIds).map((id) => ({
  value: String(id),
  label: categoryNamesKo[id],
}));

// The select's value for "no sub-category": a native select's values are strings.
const noSubCategory = '';

/**
 * The 세부 분류 choices of the chosen main category, with "선택 안 함"; while the tree loads, when
 * it cannot be read, or when the main category has none, a single line that says so.
 */
function useSubCategoryChoice(draft: ProductDraft): {
  options: SelectOption[];
  description?: string;
} {
  const tree = useAdminCategories();
  const only = (label: string) => [{ value: noSubCategory, label }];
  if (tree.isPending) return { options: only('불러오는 중…') };
  if (tree.isError) {
    return {
      options: only('불러오지 못했어요'),
      description: '새로고침해 주세요. 저장해도 지금의 세부 분류는 그대로예요.',
    };
  }
  const subCategories =
    tree.data.find((main) => main.id === draft.categoryId1)?.subCategories ?? [];
  if (subCategories.length === 0) return { options: only('세부 분류 없음') };
  return {
    options: [
      ...only('선택 안 함'),
      ...subCategories.map((sub) => ({ value: String(sub.id), label: sub.nameKo })),
    ],
  };
}

/** What the price means in the category's kind: a phone's 출고가, a rental's outright price… */
function priceLabel(categoryId: number) {
  const kind = quoteKindOf(categoryId);
  return kind ? productPriceLabels[kind] : '가격';
}

/** 기본 정보: the category, names, price and release day. */
export function BasicInfoSection({ draft, onChange, errors, readOnly }: ProductSectionProps) {
  const subCategory = useSubCategoryChoice(draft);
  return (
    <PageSection title="기본 정보">
      <FieldGrid>
        <SelectField
          label="카테고리"
          options={categoryOptions}
          value={String(draft.categoryId1)}
          onValueChange={(value) => onChange(withCategory(draft, Number(value)))}
          error={errors.categoryId1}
          disabled={readOnly}
        />
        <SelectField
          label="세부 분류"
          options={subCategory.options}
          value={draft.categoryId2 === null ? noSubCategory : String(draft.categoryId2)}
          onValueChange={(value) =>
            onChange({ ...draft, categoryId2: value === noSubCategory ? null : Number(value) })
          }
          description={subCategory.description}
          error={errors.categoryId2}
          disabled={readOnly || subCategory.options.length === 1}
        />
        <TextField
          label="상품명"
          value={draft.name}
          maxLength={productTextMaxLength}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
          error={errors.name}
          readOnly={readOnly}
        />
        <TextField
          label="브랜드"
          value={draft.brand}
          maxLength={40}
          onChange={(event) => onChange({ ...draft, brand: event.target.value })}
          error={errors.brand}
          readOnly={readOnly}
        />
        <TextField
          label="모델명"
          value={draft.modelNumber}
          maxLength={40}
          onChange={(event) => onChange({ ...draft, modelNumber: event.target.value })}
          error={errors.modelNumber}
          readOnly={readOnly}
        />
        <MoneyField
          label={priceLabel(draft.categoryId1)}
          value={draft.price}
          onValueChange={(price) => onChange({ ...draft, price })}
          error={errors.price}
          readOnly={readOnly}
        />
        {takesRentalFee(draft) && (
          <MoneyField
            label={quoteFigureLabels.rentalFee}
            description="약정 기본 월 요금이에요. 판매점 할인 전 금액으로 입력해요."
            value={draft.rentalFee}
            onValueChange={(rentalFee) => onChange({ ...draft, rentalFee })}
            error={errors.rentalFee}
            readOnly={readOnly}
          />
        )}
        <TextField
          label="출시일"
          type="date"
          value={draft.releaseDate}
          onChange={(event) => onChange({ ...draft, releaseDate: event.target.value })}
          error={errors.releaseDate}
          readOnly={readOnly}
        />
      </FieldGrid>
    </PageSection>
  );
}
