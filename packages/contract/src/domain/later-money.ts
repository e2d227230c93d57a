/*
 * Money promised for later is the trick this market exists to stop: a store promises cash "back"
 * after opening (페이백), keeps the buyer's signature and vanishes with the money. A store's subsidy
 * is applied on the contract at signing, so a quote may not promise any payment after it.
 */

/**
 * The ways a quote's free text promises money after signing, read from the text with every space
 * taken out (so '페 이 백' and '개통 후 입금' are caught as '페이백' and '개통후입금'). A gap of a
 * few letters is allowed between the two halves of a phrase ('차액은 전부 입금'), never a sentence.
 */
const laterMoneyPatterns: readonly RegExp[] = [
  /페이백|payback|캐시백|cashback/,
  /환급/,
  // Not 이체: '개통 후 자동이체 신청' is how a bill is paid, not money coming back.
  /(나중|추후|개통후|개통뒤|가입후|익월|다음달|\d+(일|개월)(후|뒤))[^.!?]{0,12}(입금|송금|돌려)/,
  /차액[^.!?]{0,8}(입금|송금|지급|돌려|현금)/,
  /현금[^.!?]{0,8}(지급|입금|송금|돌려)/,
  /현금으로(드|줘|줄|주|보내)/,
  /(계좌|통장)[^.!?]{0,8}(보내|입금|송금)/,
  /입금해?(드|줘|줄)/,
  /돌려(드|줘|줄|주)/,
];

/** Whether a quote's note promises money after signing (see `laterMoneyPatterns`). */
export function promisesLaterMoney(text: string): boolean {
  const squeezed = text.replace(/\s+/g, '').toLowerCase();
  return laterMoneyPatterns.some((pattern) => pattern.test(squeezed));
}

/** What a dealer reads when a note promises money later: the API's answer and the form's. */
export const laterMoneyMessage =
  '판매점 지원금은 계약할 때 바로 적용돼야 해요. 나중에 돌려주는 약속(페이백 등)은 쓸 수 없어요.';

/** The buyer's side of the same rule, on every quote's detail. */
export const safeDealNotice = {
  title: '안전 거래 안내',
  body: '지원금은 계약서에 적힌 대로 바로 적용돼요. 나중에 현금으로 돌려준다는 약속은 믿지 마세요.',
} as const;
