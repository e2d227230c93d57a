/**
 * What the user is told when an action went through. The API answers with these words and the apps
 * show the same ones (a dialog's title, a toast), so one event never reads two ways: 해요체, said of
 * what was done (…했어요), without a final period since they also serve as titles.
 */
export const doneMessages = {
  /** The buyer sent a quote request: stores can now answer it. */
  quoteRequested: '견적 요청을 보냈어요',
  /** The buyer chose a quote: their name and number went to the store. */
  purchaseRequested: '구매 신청을 완료했어요',
  /** The buyer stopped taking quotes on a request: it is over, for the dealers too. */
  quotesStopped: '견적 받기를 그만뒀어요',
  /** The buyer's review of a deal is on the store page. */
  reviewRegistered: '리뷰를 등록했어요',
  /** The buyer's report on a store reached the platform. */
  reportReceived: '신고를 접수했어요',
  /** The session is over, on this device. */
  loggedOut: '로그아웃했어요',
} as const;
