/**
 * 사업자등록번호: the ten digits the National Tax Service gives a business, written 123-45-67890.
 * The last digit is a check digit over the first nine, so most typing mistakes are caught before a
 * store's application or the company's own details are accepted.
 */

export const businessRegistrationNumberLength = 10;

const checkWeights = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

export const businessRegistrationNumberMessages = {
  length: '사업자등록번호 10자리를 입력해 주세요.',
  checkDigit: '사업자등록번호가 올바르지 않아요. 다시 확인해 주세요.',
} as const;

/** The digits of a number as typed: dashes and spaces dropped. */
export function businessRegistrationDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/** Why a typed number is not a 사업자등록번호, or null when it is one. */
export function businessRegistrationNumberProblem(text: string): string | null {
  const digits = businessRegistrationDigits(text);
  if (!new RegExp(`^\\d{${businessRegistrationNumberLength}}$`).test(digits)) {
    return businessRegistrationNumberMessages.length;
  }
  const values = Array.from(digits, Number);
  const weighted = checkWeights.reduce((sum, weight, index) => sum + weight * values[index]!, 0);
  // The ninth digit counts once more, as the tens of its product with 5.
  const total = weighted + Math.floor((values[8]! * 5) / 10);
  const checkDigit = (10 - (total % 10)) % 10;
  return checkDigit === values[9] ? null : businessRegistrationNumberMessages.checkDigit;
}

/** '1234567890' → '123-45-67890'; anything that is not ten digits as it came. */
export function formatBusinessRegistrationNumber(text: string): string {
  const digits = businessRegistrationDigits(text);
  const match = /^(\d{3})(\d{2})(\d{5})$/.exec(digits);
  return match ? match.slice(1).join('-') : text;
}
