import {
  categoryNamesKo,
  internetProductName,
  isRentalCategory,
  mainCategoryIds,
  type BiddingOption,
  type BiddingQuestion,
  type BiddingResponse,
  type MainCategoryId,
  type ProductDetail,
} from '@quotemarket/contract';
import type { StoredValue } from '@quotemarket/hooks';
import { formatDate, formatWon, optionGroupKind } from '@quotemarket/ui';

export type StoredProductDetails = NonNullable<StoredValue<'productDetails'>>;

/** The name the wizard's questions are asked under. */
export const dealerName = '견적마켓';

// ---------------------------------------------------------------------------------------------
// The conversation

export interface ChatEntry {
  key: string;
  side: 'dealer' | 'shopper';
  text: string;
}

/** The first message of every wizard. */
export function greeting(categoryId: MainCategoryId): string {
  return `안녕하세요! ${categoryNamesKo[categoryId]} 최저가 견적을 받을 수 있게 몇 가지만 여쭤볼게요.`;
}

/**
 * What the conversation shows: the greeting, then each answered question (the dealer asks, the
 * buyer answers, in the questions' order) and the question being asked, when there is one.
 */
export function transcriptEntries(input: {
  categoryId: MainCategoryId;
  questions: readonly BiddingQuestion[];
  responses: readonly BiddingResponse[];
  current: BiddingQuestion | null;
  /** False before the buyer starts: only the greeting shows. */
  showCurrent: boolean;
  rentalFee: number | null;
}): ChatEntry[] {
  const entries: ChatEntry[] = [
    { key: 'greeting', side: 'dealer', text: greeting(input.categoryId) },
  ];
  for (const question of input.questions) {
    const response = input.responses.find((item) => item.questionId === question.questionId);
    if (!response) continue;
    entries.push(
      { key: `q${question.questionId}`, side: 'dealer', text: question.questionText },
      { key: `a${question.questionId}`, side: 'shopper', text: answerText(question, response) },
    );
  }
  if (input.current) {
    if (input.showCurrent) {
      entries.push({
        key: `q${input.current.questionId}`,
        side: 'dealer',
        text: input.current.questionText,
      });
    }
  } else if (input.responses.length > 0) {
    closingMessages(input.categoryId, input.rentalFee).forEach((text, index) =>
      entries.push({ key: `closing${index}`, side: 'dealer', text }),
    );
  }
  return entries;
}

/** The buyer's side of an answer: the saved text, else the option's own text. */
function answerText(question: BiddingQuestion, response: BiddingResponse): string {
  if (response.responseText.trim()) return response.responseText;
  return question.options.find((option) => option.optionId === response.optionId)?.optionText ?? '';
}

/**
 * The dealer's last words once every question is answered (document 001 §4: the phone and
 * internet wizards' closing prompt, the rental wizards' three messages with the expected monthly
 * rental fee).
 */
export function closingMessages(categoryId: MainCategoryId, rentalFee: number | null): string[] {
  if (isRentalCategory(categoryId)) {
    return [
      '답변 고마워요! 말씀하신 조건으로 견적을 요청할게요.',
      ...(rentalFee !== null && rentalFee > 0
        ? [`이 제품의 예상 월 렌탈료는 ${formatWon(rentalFee)}이에요.`]
        : []),
      '판매점들이 48시간 동안 더 좋은 조건의 견적을 보내 드려요. 지금 바로 견적을 받아 보세요.',
    ];
  }
  if (categoryId === mainCategoryIds.internet) {
    return [
      '답변 고마워요! 답변에 맞는 인터넷 상품으로 판매점들에게 견적을 요청할게요. 지금 바로 견적을 받아 보세요.',
    ];
  }
  return [
    '답변 고마워요! 이제 판매점들에게 최저가 견적을 받아 볼까요? 판매점들이 48시간 동안 견적을 보내요.',
  ];
}

// ---------------------------------------------------------------------------------------------
// The answer area

/** Short answers sit two to a row; long ones (and short lists) one per row. */
export function answerLayout(options: readonly Pick<BiddingOption, 'buttonText'>[]) {
  const short = options.every((option) => option.buttonText.length <= 10);
  return options.length >= 4 && short ? 'grid' : 'stack';
}

/** The option a RADIO question starts on: its default (36 months), else the first. */
export function initialRadioOption(question: BiddingQuestion): number | null {
  const byDefault = question.options.find((option) => option.optionId === question.defaultOptionId);
  return (byDefault ?? question.options[0])?.optionId ?? null;
}

/** The message of an answer typed into an INPUT question left empty. */
export const emptyTextAnswerMessage = '답변을 입력해 주세요.';

// ---------------------------------------------------------------------------------------------
// The product banner

export interface BannerModel {
  name: string;
  /** No product known yet (internet before its answers): no picture either. */
  hideImage: boolean;
  brand: string | null;
  imageSrc: string | null;
  color: { name: string; hex: string | null } | null;
  options: string[];
  note: string | null;
}

/** The option values the stored details chose, as the request sends them. */
export function chosenOptionValueIds(details: StoredProductDetails | null): number[] {
  return details?.details.map((detail) => detail.id) ?? [];
}

/** Appliances (7) and health (8) show when the product came out (document 001 screen 1). */
export function showsShippingDate(categoryId: MainCategoryId): boolean {
  return categoryId === mainCategoryIds.homeAppliances || categoryId === mainCategoryIds.health;
}

function shippingNote(categoryId: MainCategoryId, date: string | null | undefined) {
  return showsShippingDate(categoryId) && date ? `출시일 ${formatDate(date)}` : null;
}

/** The swatch of a colour option, when the product's detail (cached) knows it. */
function colorHex(product: ProductDetail | undefined, optionValueId: number): string | null {
  for (const attribute of product?.attributes ?? []) {
    const value = attribute.optionValues.find((option) => option.id === optionValueId);
    if (value) return value.colorHex;
  }
  return null;
}

/** The banner from the details the buyer chose on the product page. */
export function bannerFromStored(
  stored: StoredProductDetails,
  categoryId: MainCategoryId,
  product: ProductDetail | undefined,
): BannerModel {
  const colorDetail = stored.details.find((detail) => optionGroupKind(detail.name) === 'color');
  return {
    name: stored.name,
    hideImage: false,
    brand: stored.brand || null,
    imageSrc: stored.image,
    color: colorDetail ? { name: colorDetail.value, hex: colorHex(product, colorDetail.id) } : null,
    options: stored.details
      .filter((detail) => detail !== colorDetail)
      .map((detail) => detail.value),
    note: shippingNote(categoryId, stored.shippingDate),
  };
}

/** The banner from the product itself (a deep link, or an internet plan chosen up front). */
export function bannerFromProduct(product: ProductDetail, categoryId: MainCategoryId): BannerModel {
  const isInternetPlan = product.internetProperty !== null;
  return {
    name: isInternetPlan
      ? internetProductName(
          product.newsAgencyProperty,
          product.internetProperty,
          product.productType,
        ) || product.name
      : product.name,
    hideImage: false,
    brand: isInternetPlan ? null : product.brand || null,
    imageSrc: product.image,
    color: null,
    options: [],
    note: shippingNote(categoryId, product.shipmentDate),
  };
}

/** The banner when no product is known: the category itself. */
export function bannerFallback(categoryId: MainCategoryId): BannerModel {
  const isInternet = categoryId === mainCategoryIds.internet;
  return {
    name: isInternet ? '인터넷 상품' : categoryNamesKo[categoryId],
    hideImage: true,
    brand: null,
    imageSrc: null,
    color: null,
    options: [],
    note: isInternet
      ? '답변에 맞는 인터넷 상품으로 최저가 견적을 받아요.'
      : '답변한 조건으로 최저가 견적을 받아요.',
  };
}
