/** How the MY page shows a buyer's profile (document 001, sections 2 and 9). */

/** The nickname is shown cut to this many characters, then an ellipsis. */
export const nicknameDisplayMaxLength = 20;

/**
 * The characters a person sees: grapheme clusters where the runtime can tell them (an emoji with a
 * skin tone or a family stays whole), code points otherwise (a surrogate pair is never split).
 */
function visibleCharacters(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segmenter = new Intl.Segmenter('ko', { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (part) => part.segment);
  }
  return Array.from(text);
}

/**
 * The nickname as the MY page shows it: trimmed, and past 20 characters cut with '…' (so at most
 * 21 characters are shown). Empty for no nickname, so the page can leave the line out.
 */
export function displayNickname(nickname: string | null | undefined): string {
  const trimmed = nickname?.trim() ?? '';
  // A grapheme is at least one code point: a name this short fits without the segmenter's cost.
  if (Array.from(trimmed).length <= nicknameDisplayMaxLength) return trimmed;
  const characters = visibleCharacters(trimmed);
  if (characters.length <= nicknameDisplayMaxLength) return trimmed;
  return `${characters.slice(0, nicknameDisplayMaxLength).join('').trimEnd()}…`;
}

/** A buyer with no name to show (none given, or withdrawn and anonymised) is called this. */
export const anonymousBuyerName = '고객';

/** A real name masked the Korean way: first and last character kept ('김지현' → '김*현', '이솔' → '이*'). */
export function maskPersonName(name: string): string {
  const characters = Array.from(name.trim());
  if (characters.length <= 1) return '*'.repeat(characters.length);
  if (characters.length === 2) return `${characters[0]}*`;
  return `${characters[0]}${'*'.repeat(characters.length - 2)}${characters[characters.length - 1]}`;
}

/** What the product knows of how a buyer is called: a real name and a chosen nickname, either absent. */
export interface BuyerNames {
  name: string | null | undefined;
  nickname: string | null | undefined;
}

/**
 * How everyone else sees a buyer (store reviews, the home strips): the real name masked (김*현), or
 * without one the nickname as the MY page shows it, or 고객 (also for a review whose author is gone).
 * Never an account id or an e-mail.
 */
export function buyerPublicName(buyer: BuyerNames | null): string {
  const { name, nickname } = buyer ?? {};
  if (name?.trim()) return maskPersonName(name);
  return displayNickname(nickname) || anonymousBuyerName;
}

/**
 * How a dealer the buyer gave their contact to addresses them: the real name, or without one the
 * nickname as the MY page shows it, or 고객.
 */
export function buyerContactName(buyer: BuyerNames | null): string {
  const { name, nickname } = buyer ?? {};
  return name?.trim() || displayNickname(nickname) || anonymousBuyerName;
}
