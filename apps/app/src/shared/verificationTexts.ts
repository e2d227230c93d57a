/**
 * The buttons of a phone verification, the same on the verification page and in MY's phone change:
 * a code is received (받기), then the typed code verifies the number (인증하기).
 */
export const verificationButtonTexts = {
  requestCode: '인증번호 받기',
  requestAgain: '다시 받기',
  verify: '인증하기',
} as const;
