/**
 * The phone verification of spec 000 as pure transitions, testable without React:
 * idle → requested (code field shown, 300 s countdown) → verified, with the ways a code can stop
 * working (expired, too many wrong tries) that send the buyer back to requesting a new one.
 */

import {
  invalidMobileNumberMessage,
  isMobileNumber,
  mobileNumberMaxDigits,
  verificationCodeLength,
  verificationCodeMessages,
} from '@quotemarket/contract';

// One text per state, whether the app or the server notices first: the contract's words.
export const phoneVerificationMessages = {
  sent: verificationCodeMessages.sent,
  resent: '인증번호를 다시 보냈어요.',
  termsRequired: verificationCodeMessages.termsRequired,
  requestFailed: verificationCodeMessages.sendFailed,
  invalidPhone: invalidMobileNumberMessage,
  codeIncomplete: verificationCodeMessages.incomplete,
  wrongCode: verificationCodeMessages.wrongCode,
  expired: verificationCodeMessages.expired,
  tooManyTries: verificationCodeMessages.tooManyAttempts,
  verifyFailed: '인증에 실패했어요. 잠시 후 다시 시도해 주세요.',
  verified: verificationCodeMessages.verified,
} as const;

const codeFieldMessages: ReadonlySet<string> = new Set([
  phoneVerificationMessages.codeIncomplete,
  phoneVerificationMessages.wrongCode,
  phoneVerificationMessages.expired,
  phoneVerificationMessages.tooManyTries,
  phoneVerificationMessages.verifyFailed,
]);

/** Whether a verification message is about the code (shown under its field) or the number. */
export function isCodeMessage(message: string): boolean {
  return codeFieldMessages.has(message);
}

/** `expired` and `locked` are a requested code that no longer works: only a new request helps. */
export type PhoneVerificationStatus = 'idle' | 'requested' | 'expired' | 'locked' | 'verified';

export interface PhoneVerificationState {
  status: PhoneVerificationStatus;
  phone: string;
  code: string;
  /** When the current code stops working (epoch ms); null without a live code. */
  deadline: number | null;
  /** What to tell the buyer now: a confirmation or an error. */
  message: string | null;
  isError: boolean;
}

/** Why a verify call failed, read from the server's answer. */
export type VerifyFailure = 'wrong-code' | 'expired' | 'too-many-tries' | 'not-requested' | 'other';

export type PhoneVerificationAction =
  | { type: 'phoneChanged'; value: string }
  | { type: 'codeChanged'; value: string }
  | { type: 'rejected'; message: string }
  | { type: 'requestSucceeded'; deadline: number }
  | { type: 'requestFailed'; message: string }
  | { type: 'timeRanOut' }
  | { type: 'verifySucceeded' }
  | { type: 'verifyFailed'; failure: VerifyFailure; message?: string };

export const initialPhoneVerificationState: PhoneVerificationState = {
  status: 'idle',
  phone: '',
  code: '',
  deadline: null,
  message: null,
  isError: false,
};

function digitsOnly(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

function withError(state: PhoneVerificationState, message: string): PhoneVerificationState {
  return { ...state, message, isError: true };
}

/** A code that no longer works: the timer stops and the field empties for the next code. */
function codeLost(
  state: PhoneVerificationState,
  status: 'expired' | 'locked' | 'idle',
  message: string,
): PhoneVerificationState {
  return { ...state, status, code: '', deadline: null, message, isError: true };
}

export function phoneVerificationReducer(
  state: PhoneVerificationState,
  action: PhoneVerificationAction,
): PhoneVerificationState {
  if (state.status === 'verified') return state;
  switch (action.type) {
    case 'phoneChanged': {
      const phone = digitsOnly(action.value, mobileNumberMaxDigits);
      // A whole number that is not a mobile number is said at once; editing it clears the words.
      if (phone.length === mobileNumberMaxDigits && !isMobileNumber(phone)) {
        return withError({ ...state, phone }, phoneVerificationMessages.invalidPhone);
      }
      return state.message === phoneVerificationMessages.invalidPhone
        ? { ...state, phone, message: null, isError: false }
        : { ...state, phone };
    }
    case 'codeChanged':
      return { ...state, code: digitsOnly(action.value, verificationCodeLength) };
    case 'rejected':
      return withError(state, action.message);
    case 'requestSucceeded':
      return {
        ...state,
        status: 'requested',
        code: '',
        deadline: action.deadline,
        message:
          state.status === 'idle'
            ? phoneVerificationMessages.sent
            : phoneVerificationMessages.resent,
        isError: false,
      };
    case 'requestFailed':
      return withError(state, action.message);
    case 'timeRanOut':
      return state.status === 'requested'
        ? codeLost(state, 'expired', phoneVerificationMessages.expired)
        : state;
    case 'verifySucceeded':
      return {
        ...state,
        status: 'verified',
        deadline: null,
        message: phoneVerificationMessages.verified,
        isError: false,
      };
    case 'verifyFailed':
      switch (action.failure) {
        case 'wrong-code':
          return { ...withError(state, phoneVerificationMessages.wrongCode), code: '' };
        case 'expired':
          return codeLost(state, 'expired', phoneVerificationMessages.expired);
        case 'too-many-tries':
          return codeLost(state, 'locked', phoneVerificationMessages.tooManyTries);
        case 'not-requested':
          return codeLost(state, 'idle', action.message ?? phoneVerificationMessages.verifyFailed);
        case 'other':
          return withError(state, action.message ?? phoneVerificationMessages.verifyFailed);
      }
  }
}

/** Request is possible with a whole mobile number and no verification done yet. */
export function canRequestCode(state: PhoneVerificationState): boolean {
  return state.status !== 'verified' && isMobileNumber(state.phone);
}

/** Confirm is possible only with all 4 digits of a live code. */
export function canVerifyCode(state: PhoneVerificationState): boolean {
  return state.status === 'requested' && state.code.length === verificationCodeLength;
}
