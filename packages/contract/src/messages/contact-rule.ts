/**
 * What a message between a buyer and a bidding store may not carry (issue 43): a way to reach the
 * other side off the platform. The buyer's phone number reaches a store only when the buyer
 * chooses its quote and consents; a number, messenger id or link written in a message would skip
 * that consent, and move the deal where the platform cannot see or help.
 */

export const contactRefusalReasons = ['phone', 'messenger', 'link'] as const;
export type ContactRefusalReason = (typeof contactRefusalReasons)[number];

const afterChoosing = '구매 신청 후에 연락처가 전달돼요.';

/** Why a message was not sent, said to its writer. */
export const contactRefusalMessages: Record<ContactRefusalReason, string> = {
  phone: `전화번호는 메시지로 보낼 수 없어요. ${afterChoosing}`,
  messenger: `메신저 아이디나 오픈채팅은 메시지로 보낼 수 없어요. ${afterChoosing}`,
  link: `외부 링크는 메시지로 보낼 수 없어요. 궁금한 점은 견적마켓 안에서 물어봐 주세요.`,
};

/** Separators people put between a number's digits: spaces, dashes, dots, slashes, brackets. */
const digitGap = String.raw`[\s\-.·/()~_]*`;

/**
 * A Korean phone number however it is spaced: mobile (010 …), area (02, 031 …), 070 and the
 * 1588-style 대표번호, and +82. A price (1,250,000원), a date (2026-12-07) or a model number
 * (SM-S948N) never starts with 0 followed by the right count of digits.
 */
const phonePatterns = [
  new RegExp(String.raw`(?<!\d)0\d{1,2}${digitGap}\d{3,4}${digitGap}\d{4}(?!\d)`),
  new RegExp(String.raw`\+?82${digitGap}0?1\d${digitGap}\d{3,4}${digitGap}\d{4}(?!\d)`),
];

/** Digits spelled out the way people dodge a filter: 공일공 일이삼사 오육칠팔. */
const spelledDigit = '[공영일이삼사오육칠팔구]';
const spelledPhonePattern = new RegExp(
  String.raw`[공영]${digitGap}일${digitGap}[공영](?:${digitGap}${spelledDigit}){7,8}`,
);

/**
 * Messenger names. 라인 counts only as a word of its own (not 온라인, 가이드라인), and only with an
 * id word, as do the others; 오픈채팅 and 텔레그램 are a way off the platform by themselves.
 */
const messengerName = String.raw`(?:카카오톡|카톡|카카오|kakao\s*talk|kakao|(?<![가-힣])라인|\bline\b|위챗|wechat|인스타그램|인스타|instagram|insta|페이스북|facebook|왓츠앱|whatsapp|디스코드|discord|텔레)`;
const idWord = String.raw`(?:아이디|\bid\b|계정|친추|친구\s*추가|친구\s*신청|검색)`;
const messengerPatterns = [
  new RegExp(String.raw`${messengerName}[\s:·\-]*(?:으로|로|에서)?\s*${idWord}`, 'i'),
  new RegExp(String.raw`${idWord}\s*[:]?\s*(?:은|는)?\s*${messengerName}`, 'i'),
  /오픈\s*채팅|오픈\s*톡|오픈\s*카톡|open\s*chat|텔레그램|telegram/i,
  // A messenger named, then a handle in Latin letters: "카톡 qm_store_fast로 연락 주세요". A word
  // of the messenger's own services (카카오 pay) or a model (라인 S26) is not a handle.
  new RegExp(
    String.raw`${messengerName}[\s:·\-]*(?:으로|로|에서|에|은|는)?\s*(?!(?:pay|bank|map|talk|story|friends|t)\b)[a-z][a-z0-9_.]{3,}`,
    'i',
  ),
  // A handle: @quotemarket_store (an e-mail address is a link, checked first).
  /(?<![\w.])@[a-z0-9_.]{3,}/i,
];

/** Top-level domains a link to a shop, a blog or a chat room ends with. */
const topLevelDomain = String.raw`(?:com|net|org|kr|me|io|ly|gl|app|link|site|shop|store|to|gg|xyz|info|biz|us|cc|tv|ai|dev|page|co|kakao)`;
const linkPatterns = [
  /https?:\/\//i,
  /\bwww\./i,
  // A domain: naver.me, open.kakao.com, bit.ly; 1.5GB or SM-S948N has no top-level domain.
  new RegExp(String.raw`\b[a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)*\.${topLevelDomain}\b`, 'i'),
  /닷컴|닷넷|닷케이알/,
];

/**
 * Full-width digits and letters (０１０, ＩＤ) written as their ASCII twins, so every rule reads one
 * alphabet.
 */
function normalised(text: string): string {
  return text.normalize('NFKC');
}

/**
 * Why `text` may not be sent, or null when it may. `contactReleased`: the buyer chose this store's
 * quote and consented to hand it their contact, so phone numbers and messenger ids may pass;
 * links never do, whoever sends them (an unknown page is where phishing starts).
 */
export function refusedContactReason(
  text: string,
  { contactReleased = false }: { contactReleased?: boolean } = {},
): ContactRefusalReason | null {
  const plain = normalised(text);
  if (linkPatterns.some((pattern) => pattern.test(plain))) return 'link';
  if (contactReleased) return null;
  if (phonePatterns.some((pattern) => pattern.test(plain))) return 'phone';
  if (spelledPhonePattern.test(plain)) return 'phone';
  if (messengerPatterns.some((pattern) => pattern.test(plain))) return 'messenger';
  return null;
}
