import { messageMessages, type Conversation } from '@quotemarket/contract';
import { formatNumber } from '@quotemarket/ui';

/** '새 메시지 3개': a card's and a link's mark of what the buyer has not read. */
export function unreadMessagesText(count: number): string {
  return `새 메시지 ${formatNumber(count)}개`;
}

/** Under the store's name: what the store learns of the buyer, and when. */
export const conversationNotice = '구매 신청 전에는 판매점에 이름과 연락처가 전달되지 않아요.';

/** Before the first message: what a buyer may ask. */
export const conversationEmptyText =
  '구매 신청 전에 궁금한 점을 물어보세요. 재고, 색상, 개통 일정처럼요.';

/** Why a conversation takes no more messages: closed after its request ended, or the store can't. */
export function conversationClosedReason(
  { closesAt }: Pick<Conversation, 'closesAt'>,
  now: number,
): string {
  return closesAt !== null && Date.parse(closesAt) <= now
    ? messageMessages.closed
    : messageMessages.storeUnavailable;
}
