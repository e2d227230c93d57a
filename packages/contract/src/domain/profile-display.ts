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
