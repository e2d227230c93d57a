import { useCallback, useEffect, useReducer } from 'react';
import type { ConsentAgreement } from './useTermsConsent';
import { isMobileNumber } from '@quotemarket/contract';
import { ApiError } from '../api/ApiError';
import { useCountdown } from '../time/useCountdown';
import {
  canRequestCode,
  canVerifyCode,
  initialPhoneVerificationState,
  phoneVerificationMessages,
  phoneVerificationReducer,
  type VerifyFailure,
} from './phoneVerificationMachine';
import { useRequestPhoneVerification } from './useRequestPhoneVerification';
import { useVerifyPhone } from './useVerifyPhone';

export interface PhoneVerificationOptions {
  /**
   * The consents as `useTermsConsent` gives them: requesting and confirming need the required ones,
   * and they are recorded with the verification. Left out to change the number of a buyer who
   * already agreed (MY > 내 정보 수정): the server keeps their consents.
   */
  terms?: { isRequiredAgreed: boolean; agreements: ConsentAgreement[] };
  /** Called once the code is confirmed with the number that is now the buyer's verified phone. */
  onVerified?: (verified: { phone: string }) => void;
  /** The number the field starts with (one typed before a visit to a term's page). */
  initialPhone?: string;
  now?: () => number;
}

/** The server's answers to a verify call, by status (see apps/api phone-verification). */
function verifyFailureOf(error: unknown): VerifyFailure {
  if (!(error instanceof ApiError)) return 'other';
  switch (error.status) {
    case 400:
      return 'wrong-code';
    case 404:
      return 'not-requested';
    case 410:
      return 'expired';
    case 429:
      return 'too-many-tries';
    default:
      return 'other';
  }
}

/** A client error carries the server's own Korean reason (too many requests, bad number). */
function requestFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.isClientError
    ? error.message
    : phoneVerificationMessages.requestFailed;
}

/** The phone verification page's state: phone and code fields, the 300 s countdown, request and confirm. */
export function usePhoneVerification({
  terms,
  onVerified,
  initialPhone = '',
  now = Date.now,
}: PhoneVerificationOptions) {
  const [state, dispatch] = useReducer(phoneVerificationReducer, initialPhone, (phone) =>
    phoneVerificationReducer(initialPhoneVerificationState, { type: 'phoneChanged', value: phone }),
  );
  const request = useRequestPhoneVerification();
  const verify = useVerifyPhone();
  const countdown = useCountdown(state.deadline, now);
  const timeRanOut = state.status === 'requested' && countdown.isExpired;

  useEffect(() => {
    if (timeRanOut) dispatch({ type: 'timeRanOut' });
  }, [timeRanOut]);

  const termsMissing = terms !== undefined && !terms.isRequiredAgreed;
  const { mutateAsync: sendCode } = request;
  const requestCode = useCallback(async () => {
    if (termsMissing) {
      dispatch({ type: 'rejected', message: phoneVerificationMessages.termsRequired });
      return;
    }
    if (state.status !== 'verified' && !isMobileNumber(state.phone)) {
      dispatch({ type: 'rejected', message: phoneVerificationMessages.invalidPhone });
      return;
    }
    if (!canRequestCode(state)) return;
    try {
      // Counted from the answer's arrival, not the server's clock, so a skewed device clock
      // still shows the full 300 s.
      const { expiresInSeconds } = await sendCode(state.phone);
      dispatch({ type: 'requestSucceeded', deadline: now() + expiresInSeconds * 1000 });
    } catch (error) {
      dispatch({ type: 'requestFailed', message: requestFailureMessage(error) });
    }
  }, [termsMissing, state, sendCode, now]);

  const { mutateAsync: confirmCode } = verify;
  const verifyCode = useCallback(async () => {
    if (timeRanOut || state.status === 'expired') {
      dispatch({ type: 'timeRanOut' });
      return;
    }
    if (!canVerifyCode(state)) {
      if (state.status === 'requested') {
        dispatch({ type: 'rejected', message: phoneVerificationMessages.codeIncomplete });
      }
      return;
    }
    if (termsMissing) {
      dispatch({ type: 'rejected', message: phoneVerificationMessages.termsRequired });
      return;
    }
    try {
      const verified = await confirmCode({
        code: state.code,
        ...(terms && { agreements: terms.agreements }),
      });
      dispatch({ type: 'verifySucceeded' });
      onVerified?.({ phone: verified.phone });
    } catch (error) {
      dispatch({
        type: 'verifyFailed',
        failure: verifyFailureOf(error),
        message: error instanceof ApiError ? error.message : undefined,
      });
    }
  }, [timeRanOut, state, termsMissing, terms, confirmCode, onVerified]);

  return {
    ...state,
    remainingSeconds: state.status === 'requested' ? Math.ceil(countdown.remainingMs / 1000) : 0,
    canRequest: canRequestCode(state) && !request.isPending,
    canVerify: canVerifyCode(state) && !timeRanOut && !verify.isPending,
    isRequesting: request.isPending,
    isVerifying: verify.isPending,
    setPhone: useCallback((value: string) => dispatch({ type: 'phoneChanged', value }), []),
    setCode: useCallback((value: string) => dispatch({ type: 'codeChanged', value }), []),
    requestCode,
    verifyCode,
  };
}
