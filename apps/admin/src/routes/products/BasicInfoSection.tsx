import { categoryNamesKo, mainCategoryIds, productTextMaxLength } from '@quotemarket/contract';
import { MoneyField, PageSection, SelectField, TextField } from '@quotemarket/ui';
import { FieldGrid, type ProductSectionProps } from './formLayout';
import { withCategory } from './productForm';

const categoryOptions = Object.values(mainCategoryIds).map((id) => ({
  value: String(id),
  label: categoryNamesKo[id],
}));

/** What the price means in each category: a phone's 출고가, an internet plan's monthly fee. */
function priceLabel(categoryId: number) {
  if (categoryId === mainCategoryIds.phone) return '출고가';
  if (categoryId === mainCategoryIds.internet) return '월 요금';
  return '가격';
}

/** 기본 정보: the category, names, price and release day. */
export function BasicInfoSection({ draft, onChange, errors, readOnly }: ProductSectionProps) {
  return (
    <PageSection title="기본 정보">
      <FieldGrid>
        <SelectField
          label="카테고리"
          options={categoryOptions}
          value={String(draft.categoryId1)}
          onValueChange={(value) => onChange(withCategory(draft, Number(value)))}
          error={errors.categoryId1 ?? errors.categoryId2}
          disabled={readOnly}
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
        <MoneyField
          label="월 렌탈료"
          description="렌탈 상품만 입력해요."
          value={draft.rentalFee}
          onValueChange={(rentalFee) => onChange({ ...draft, rentalFee })}
          error={errors.rentalFee}
          readOnly={readOnly}
        />
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
