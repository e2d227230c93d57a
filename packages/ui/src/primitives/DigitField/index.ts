export { DigitField, toDigits } from './DigitField';
export type { DigitFieldProps } from './DigitField';
