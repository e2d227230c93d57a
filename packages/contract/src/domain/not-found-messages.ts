import { withObject } from './korean-particles';

/**
 * What a user can look for and not find, in the words they are told. The API answers a 404 with
 * the message, and a page shows the same sentence as its title, so one missing thing never reads
 * two ways.
 */
export const findableThings = {
  page: '페이지',
  quotation: '견적 요청',
  draftQuotation: '작성 중인 견적 요청',
  estimation: '견적',
  purchase: '구매 신청 내역',
  category: '카테고리',
  product: '상품',
  productDetails: '상품 정보',
  store: '매장',
  storeToReport: '신고할 판매점',
  dealToReview: '리뷰를 남길 거래',
  review: '후기',
  notice: '공지사항',
  faq: '자주 묻는 질문',
  searchHistory: '검색 기록',
  member: '회원 정보',
  dealer: '판매점',
  report: '신고',
  reviewCheck: '후기 검토 요청',
  warning: '경고',
  dealerApplication: '입점 신청',
  inquiry: '1:1 문의',
  conversation: '대화',
  message: '메시지',
} as const;
export type FindableThing = keyof typeof findableThings;

/** A page's title: '상품을 찾을 수 없어요' (a title takes no final period). */
export const notFoundTitle = (thing: FindableThing) =>
  `${withObject(findableThings[thing])} 찾을 수 없어요`;

/** The API's message for a 404: '상품을 찾을 수 없어요.' */
export const notFoundMessage = (thing: FindableThing) => `${notFoundTitle(thing)}.`;
