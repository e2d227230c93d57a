import { mainCategoryIds } from '@quotemarket/contract';

/** The category word of each main category, as the request and detail pages say it. */
const categoryWords: Record<number, string> = {
  [mainCategoryIds.phone]: '휴대폰',
  [mainCategoryIds.internet]: '인터넷',
  [mainCategoryIds.waterPurifier]: '정수기',
  [mainCategoryIds.homeAppliances]: '생활가전',
  [mainCategoryIds.health]: '헬스/뷰티',
};

/** The category's Korean word by id; an unknown id reads '상품'. */
export function categoryWord(categoryId: number): string {
  return categoryWords[categoryId] ?? '상품';
}

/** The request page's banner prompt, e.g. '어떤 휴대폰을 찾으세요?'. */
export function requestPrompt(categoryId: number): string {
  switch (categoryId) {
    case mainCategoryIds.phone:
      return '어떤 휴대폰을 찾으세요?';
    case mainCategoryIds.internet:
      return '어떤 인터넷 상품을 찾으세요?';
    case mainCategoryIds.waterPurifier:
      return '어떤 정수기를 찾으세요?';
    case mainCategoryIds.homeAppliances:
      return '어떤 생활가전을 찾으세요?';
    case mainCategoryIds.health:
      return '어떤 헬스/뷰티 제품을 찾으세요?';
    default:
      return '어떤 상품을 찾으세요?';
  }
}

/** The model search box's placeholder, e.g. '휴대폰 모델명을 입력해 주세요'. */
export function modelSearchPlaceholder(categoryId: number): string {
  return `${categoryWord(categoryId)} 모델명을 입력해 주세요`;
}

/** The request page's header title (document 001: the category name plus 'choose'), e.g. '휴대폰 선택'. */
export function requestPageTitle(categoryId: number): string {
  return `${categoryWord(categoryId)} 선택`;
}
