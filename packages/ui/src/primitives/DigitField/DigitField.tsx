import { useState, type ChangeEvent, type CompositionEvent } from 'react';
import { TextField, type TextFieldProps } from '../TextField';

export interface DigitFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'maxLength' | 'pattern'
> {
  /** The digits (controlled). */
  value?: string;
  /** The starting digits (uncontrolled). */
  defaultValue?: string;
  /** Called with the digits only, never with dashes, spaces or letters. */
  onValueChange?: (digits: string) => void;
  /** How many digits at most: 11 for a phone number, 4 for a verification code. */
  maxLength?: number;
}

/** Keeps the digits of any input, up to `maxLength`: '010-1234-5678' → '01012345678'. */
export function toDigits(text: string, maxLength?: number): string {
  const digits = text.replace(/\D/g, '');
  return maxLength === undefined ? digits : digits.slice(0, maxLength);
}

/**
 * A TextField that holds digits only: the numeric keypad on phones, pasted numbers with dashes
 * cleaned, letters ignored. The native `maxLength` is deliberately not set: it would cut a pasted
 * '010-1234-5678' before its dashes are removed.
 */
export function DigitField({
  value,
  defaultValue = '',
  onValueChange,
  maxLength,
  autoComplete = 'off',
  onCompositionEnd,
  ...rest
}: DigitFieldProps) {
  const [internal, setInternal] = useState(() => toDigits(defaultValue, maxLength));
  const isControlled = value !== undefined;
  const digits = isControlled ? toDigits(value, maxLength) : internal;

  // While an IME composes (a Korean keyboard left on), the raw text is shown as typed and cleaned
  // when the composition ends: rewriting the value mid-composition confuses the IME.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (text: string) => {
    setDraft(null);
    const next = toDigits(text, maxLength);
    if (!isControlled) setInternal(next);
    // Typing a letter leaves the digits unchanged: nothing to report.
    if (next !== digits) onValueChange?.(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if ((event.nativeEvent as InputEvent).isComposing) {
      setDraft(event.target.value);
      return;
    }
    commit(event.target.value);
  };

  const handleCompositionEnd = (event: CompositionEvent<HTMLInputElement>) => {
    commit(event.currentTarget.value);
    onCompositionEnd?.(event);
  };

  return (
    <TextField
      {...rest}
      data-qm="digit-field"
      type="text"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete={autoComplete}
      value={draft ?? digits}
      onChange={handleChange}
      onCompositionEnd={handleCompositionEnd}
    />
  );
}
