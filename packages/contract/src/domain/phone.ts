/** Korean phone numbers: what a buyer may verify, and how numbers are written for people. */

/** Mobile numbers are entered as digits only: 010 with eight more, older 011/016–019 with 7–8. */
export const mobileNumberMaxDigits = 11;
export const mobileNumberPattern = /^(?:010\d{8}|01[16789]\d{7,8})$/;

/** Whether `digits` (no dashes) is a Korean mobile number the verification can text. */
export function isMobileNumber(digits: string): boolean {
  return mobileNumberPattern.test(digits);
}

/** One text for a number that is not a mobile number, whether the app or the server notices. */
export const invalidMobileNumberMessage = '휴대폰 번호를 다시 확인해 주세요.';

/** Korean numbers as people write them: 010-1234-5678, 02-123-4567; anything else as it came. */
export function formatPhoneNumber(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  const match = /^(02)(\d{3,4})(\d{4})$/.exec(digits) ?? /^(0\d{2})(\d{3,4})(\d{4})$/.exec(digits);
  return match ? match.slice(1).join('-') : value;
}

/**
 * A number as an operator sees it without a recorded reason: the middle digits hidden,
 * 010-****-1234 (02-***-4567). Anything that is not a phone number is hidden whole.
 */
export function maskPhoneNumber(value: string | null | undefined): string {
  const formatted = formatPhoneNumber(value);
  const parts = formatted.split('-');
  if (parts.length !== 3) return value ? '*'.repeat(Array.from(value).length) : '';
  return [parts[0], '*'.repeat(parts[1]!.length), parts[2]].join('-');
}
