import { formatNumber } from '../../format/format';

/** Fifteen digits stay below `Number.MAX_SAFE_INTEGER`, so every amount typed is exact. */
const maxDigits = 15;

export interface MoneyInput {
  value: number | null;
  /** The value grouped by thousands, as the field shows it ('' for none). */
  text: string;
  /** Where the caret goes in `text`: after the same digit it followed in what was typed. */
  caret: number;
}

const digitsIn = (text: string) => text.replace(/\D/g, '');

/** The position just after the `count`-th digit of `text`. */
function caretAfterDigits(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!)) seen += 1;
    if (seen === count) return index + 1;
  }
  return text.length;
}

/**
 * Reads an amount from what the input holds after an edit. Anything but digits is dropped, leading
 * zeros go, and an edit that would pass fifteen digits is refused (the previous text comes back).
 *
 * @param raw the input's value after the edit
 * @param caret the caret in `raw`
 * @param previous the text shown before the edit
 * @param inputType the edit's `InputEvent.inputType`
 */
export function readMoneyInput(
  raw: string,
  caret: number,
  previous: string,
  inputType?: string,
): MoneyInput {
  let digits = digitsIn(raw);
  let digitsBeforeCaret = digitsIn(raw.slice(0, caret)).length;

  // Deleting only a thousands separator would change nothing, and it would come straight back:
  // delete the digit beside it instead, as a person pressing the key expects.
  if (digits === digitsIn(previous) && raw.length < previous.length) {
    if (inputType === 'deleteContentBackward' && digitsBeforeCaret > 0) {
      digits = digits.slice(0, digitsBeforeCaret - 1) + digits.slice(digitsBeforeCaret);
      digitsBeforeCaret -= 1;
    } else if (inputType === 'deleteContentForward') {
      digits = digits.slice(0, digitsBeforeCaret) + digits.slice(digitsBeforeCaret + 1);
    }
  }

  if (digits.length > maxDigits) {
    const previousDigits = digitsIn(previous);
    const caretInPrevious = caret - (raw.length - previous.length);
    return {
      value: previousDigits ? Number(previousDigits) : null,
      text: previous,
      caret: Math.min(Math.max(caretInPrevious, 0), previous.length),
    };
  }

  const significant = digits.replace(/^0+(?=\d)/, '');
  digitsBeforeCaret = Math.max(0, digitsBeforeCaret - (digits.length - significant.length));
  if (!significant) return { value: null, text: '', caret: 0 };

  const value = Number(significant);
  const text = formatNumber(value);
  return { value, text, caret: caretAfterDigits(text, digitsBeforeCaret) };
}
