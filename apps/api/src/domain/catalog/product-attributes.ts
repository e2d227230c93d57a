import { mainCategoryIds } from '@quotemarket/contract';

/**
 * The names of the attributes the catalogue gives every product, as the buyer app reads them: the
 * seed and the operators' edits write products through these, so both read the same.
 */
export const productAttributeNames = {
  productName: '상품명',
  modelNumber: '모델명',
  colour: '색상',
  storage: '저장 용량',
} as const;

const wonFormat = new Intl.NumberFormat('ko-KR');
export const formatWon = (amount: number) => `${wonFormat.format(amount)}원`;

/** Phones are sold at their release price (출고가), internet plans by month, the rest at a price. */
export function priceAttributeName(categoryId1: number): string {
  if (categoryId1 === mainCategoryIds.phone) return '출고가';
  if (categoryId1 === mainCategoryIds.internet) return '월 요금';
  return '가격';
}
