/** Cuts a display string to `max` characters (not UTF-16 units), as the narrow home strips need. */
export function cutToCharacters(text: string, max: number): string {
  return Array.from(text).slice(0, max).join('');
}
