/** Shown when a buyer left no name (or withdrew and was anonymised). */
const anonymousBuyer = '고객';

/**
 * Hides a buyer's name in public lists the Korean way: first and last character kept, the middle
 * starred ('김지현' → '김*현', '이솔' → '이*'). Works on characters, not UTF-16 units.
 */
export function maskBuyerName(name: string | null | undefined): string {
  const characters = Array.from(name?.trim() ?? '');
  if (characters.length === 0) return anonymousBuyer;
  if (characters.length === 1) return '*';
  if (characters.length === 2) return `${characters[0]}*`;
  const middle = '*'.repeat(characters.length - 2);
  return `${characters[0]}${middle}${characters[characters.length - 1]}`;
}

/** Cuts a display string to `max` characters (not UTF-16 units), as the narrow home strips need. */
export function cutToCharacters(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}
